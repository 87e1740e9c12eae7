/// The designer's page: controls on the left, the live pager and the generated code on the right.
///
/// Self-contained (no external resources); its script (``script``) reads the registry through
/// `GET /api/effects`, so effects registered later show up without changes here, and asks the API
/// for every number. Opening it with `?selftest` runs a scripted session and writes the results
/// into `pre#selftest-out` (see the designer's browser test).
enum DesignerPage {
    /// The whole page.
    static let document = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>PagingLayout designer</title>
        <link rel="icon" href="data:,">
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <header>
        <h1>PagingLayout designer</h1>
        <div class="actions">
        <button type="button" id="copy-swift">Copy Swift</button>
        <button type="button" id="copy-spec">Copy JSON spec</button>
        <label class="button">Load spec…<input type="file" id="load-spec" accept=".json,application/json" hidden></label>
        <button type="button" id="share">Copy share link</button>
        </div>
        <p id="status" role="status">Loading the effects…</p>
        </header>
        <div id="notice" role="alert" hidden><span id="notice-text"></span> \
        <button type="button" id="notice-dismiss">Dismiss</button></div>
        <main>
        <form id="controls" autocomplete="off" onsubmit="return false">
        <fieldset id="effect-fields"><legend>Effect</legend>
        <label>Effect <select id="effect"></select></label>
        <label>Preset <select id="preset"></select></label>
        </fieldset>
        <fieldset id="options"><legend>Options</legend></fieldset>
        <fieldset id="geometry"><legend>Page geometry</legend></fieldset>
        </form>
        <section id="stage">
        <div class="preview">
        <label class="compare">Compare with <select id="compare"><option value="">nothing</option></select></label>
        <div class="pagers">
        <iframe id="pager" title="Live pager"></iframe>
        <iframe id="pager-compare" title="Preset compared with" hidden></iframe>
        </div>
        <p class="hint">Drag or flick the pager, use ‹ ›, the arrow keys, or tap a page. \
        Every frame, snap and hit is computed by the Swift library.</p>
        </div>
        <div class="code">
        <h2>Swift</h2>
        <pre id="swift"></pre>
        <h2>JSON spec</h2>
        <pre id="spec"></pre>
        <details><summary>Attributes (<code>POST /api/eval</code>)</summary><pre id="eval"></pre></details>
        </div>
        </section>
        </main>
        <pre id="selftest-out" hidden></pre>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """

    static let stylesheet = """
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f4f6;color:#1f2328}
        header{display:flex;flex-wrap:wrap;align-items:center;gap:10px 18px;padding:12px 20px;background:#fff;\
        border-bottom:1px solid #e5e7eb}
        header h1{font-size:18px;margin:0}
        .actions{display:flex;flex-wrap:wrap;gap:8px}
        button,.button{font:inherit;padding:5px 10px;border:1px solid #d1d5db;border-radius:6px;background:#f9fafb;\
        cursor:pointer}
        button:hover,.button:hover{background:#eef0f3}
        .actions label.button{display:inline-block}
        #status{margin:0;color:#4b5563;flex:1 1 260px}
        #status.error{color:#b91c1c}
        #notice{margin:12px 20px 0;padding:8px 12px;border:1px solid #fca5a5;border-radius:8px;background:#fef2f2;\
        color:#991b1b}
        #notice[hidden]{display:none}
        main{display:flex;flex-wrap:wrap;gap:20px;padding:16px 20px;align-items:flex-start}
        form{flex:1 1 320px;max-width:420px;min-width:0;max-height:calc(100vh - 90px);overflow:hidden auto}
        fieldset{min-width:0;background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:0 0 12px;\
        padding:8px 12px 10px}
        fieldset fieldset{margin:6px 0;padding:4px 8px 6px;background:#fafafa}
        fieldset.family{background:#fff;border-color:#eef0f3;padding:2px 8px 6px}
        fieldset.family>legend{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#6b7280}
        legend{font-weight:600;padding:0 4px}
        label,.row{display:grid;grid-template-columns:minmax(0,1fr) auto auto;align-items:center;gap:2px 8px;\
        margin:6px 0;overflow-wrap:anywhere}
        .row>*{min-width:0}
        .row input[type=range]{grid-column:1/-1;order:1;width:100%;margin:0}
        .row input[type=number]{width:6.5em}
        .row .switch{color:#6b7280;display:flex;align-items:center;gap:6px}
        .row select.start{width:9.5em}
        .pieces-editor{border-left:3px solid #e5e7eb;padding:2px 0 2px 8px;margin:4px 0;display:grid;gap:4px}
        .pieces-head,.pieces-item,.point{display:flex;flex-wrap:wrap;align-items:center;gap:6px;min-width:0}
        .pieces-item .index{color:#6b7280;min-width:2.2em}
        .pieces-item input[type=number]{width:5.5em}
        .axis{display:inline-flex;gap:4px;margin:0}
        .pieces details.json summary{color:#4b5563;cursor:pointer}
        .row .inert{grid-column:1/-1;order:2;color:#92400e;font-size:12px}
        .row .help,fieldset>.help{grid-column:1/-1;order:3;color:#6b7280;font-size:12px;line-height:1.35;display:block}
        .row .off,fieldset>.off{grid-column:1/-1;order:2;color:#92400e;font-size:12px;display:block}
        .row .help[hidden],.row .off[hidden],fieldset>.help[hidden],fieldset>.off[hidden]{display:none}
        .row .unit{color:#6b7280;font-size:12px;white-space:nowrap}
        .row.unused>.name,.row.unused input{opacity:.55}
        select,input[type=number],input[type=text]{font:inherit;max-width:100%;min-width:0}
        textarea{font:12px/1.35 ui-monospace,monospace;width:100%;min-height:5.5em}
        #stage{flex:1 1 420px;min-width:0;display:flex;flex-wrap:wrap;gap:0 20px;align-items:flex-start}
        .preview{flex:0 1 auto;min-width:0;max-width:100%}
        .code{flex:1 1 340px;min-width:0}
        .pagers{display:flex;flex-wrap:wrap;gap:12px}
        #pager,#pager-compare{border:0;width:320px;max-width:100%;height:480px;background:#f3f4f6;border-radius:8px}
        #pager-compare[hidden]{display:none}
        .compare{display:flex;gap:8px;margin:0 0 8px;color:#4b5563}
        .hint{color:#6b7280;margin:6px 0 10px;max-width:320px}
        h2{font-size:14px;margin:14px 0 4px}
        pre{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:8px 10px;overflow:auto;\
        font:12px/1.4 ui-monospace,monospace;max-height:260px;white-space:pre}
        .invalid{outline:2px solid #dc2626}
        """
}
