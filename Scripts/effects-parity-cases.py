#!/usr/bin/env python3
"""Extra parity cases for the scale and stack effects: arbitrary options at arbitrary sizes.

Re-derives the original CollectionViewPagingLayout's ScaleTransformView and StackTransformView
formulas in plain Python (4x4 row-vector matrices like Core Animation, Float32 shadow opacity),
writes cases in the format of ../shared/parity/effects.json with random options files (some keys
left out to exercise the defaults, optionals sometimes null), and runs the shared checker on them:

  python3 Scripts/effects-parity-cases.py --bin .build/release/paging-layout [--cases 400] [--seed 1]
      [--checker ../shared/parity/check.py]

The last line is the checker's `parity: M/N cases match`. Frames where the original's easeOut curve
is undefined (|progress| ≥ 10/9) are written as NaN, which --accept-fixes skips.
"""
import argparse
import json
import math
import os
import random
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKER = os.path.join(HERE, "..", "..", "shared", "parity", "check.py")


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def mul(a, b):
    return [sum(a[r * 4 + k] * b[k * 4 + c] for k in range(4)) for r in range(4) for c in range(4)]


IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]


def affine(a, b, c, d, tx, ty):
    return [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1]


def rotate(m, angle, x, y, z):
    n = math.sqrt(x * x + y * y + z * z)
    if n == 0:
        return m
    u, v, w = x / n, y / n, z / n
    c, s = math.cos(angle), math.sin(angle)
    k = 1 - c
    r = [u * u * k + c, u * v * k + w * s, u * w * k - v * s, 0,
         u * v * k - w * s, v * v * k + c, v * w * k + u * s, 0,
         u * w * k + v * s, v * w * k - u * s, w * w * k + c, 0,
         0, 0, 0, 1]
    return mul(r, m)


def translate(m, x, y, z):
    return mul([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1], m)


def curve(name, p):
    if name == "linear":
        return p
    if name == "easeIn":
        return math.log10(1 + p * 9) if 1 + p * 9 > 0 else float("nan")
    arg = 1 + (9 - p * 9)
    if arg <= 0:
        return float("nan") if arg < 0 else float("inf")
    return 1 - math.log10(arg)


def interpolate(value, lo, hi, olo=0.0, ohi=1.0):
    cur = value
    if cur > hi:
        cur = hi
    if cur < lo:
        cur = lo
    span = abs(hi - lo)
    frac = abs(cur - lo) / span if span else float("nan")
    return olo + frac * abs(ohi - olo)


SCALE_DEFAULTS = dict(
    minScale=0.75, maxScale=1.0, scaleRatio=0.25, translationRatio={"x": 0.93, "y": 0.36},
    minTranslationRatio={"x": -5.0, "y": -5.0}, maxTranslationRatio={"x": 5.0, "y": 5.0},
    keepVerticalSpacingEqual=True, keepHorizontalSpacingEqual=True, scaleCurve="linear",
    translationCurve="linear", shadowEnabled=True, shadowColor="#000000", shadowOpacity=0.6,
    shadowRadiusMin=2.0, shadowRadiusMax=13.0, shadowOffsetMin={"width": 0.0, "height": 2.0},
    shadowOffsetMax={"width": 0.0, "height": 6.0}, shadowOpacityMin=0.1, shadowOpacityMax=0.1,
    blurEffectEnabled=False, blurEffectRadiusRatio=0.4, blurEffectStyle="light", rotation3d=None,
    translation3d=None)

STACK_DEFAULTS = dict(
    scaleFactor=0.15, minScale=0.0, maxScale=1.0, maxStackSize=3, spacingFactor=0.03, maxSpacing=None,
    alphaFactor=0.0, bottomStackAlphaSpeedFactor=0.9, topStackAlphaSpeedFactor=0.3, perspectiveRatio=0.0,
    shadowEnabled=True, shadowColor="#000000", shadowOpacity=0.1, shadowOffset={"width": 0.0, "height": 0.0},
    shadowRadius=10.0, stackRotateAngle=0.0, popAngle=math.pi / 7, popOffsetRatio={"width": -1.3, "height": 0.3},
    stackPosition={"x": 0.0, "y": -1.0}, reverse=False, blurEffectEnabled=False, maxBlurEffectRadius=0.0,
    blurEffectStyle="light")


def scale_frame(o, p, W, H):
    frame = {"progress": p, "zPosition": int(-abs(math.copysign(math.floor(abs(p) + 0.5), p))), "alpha": 1.0,
             "shadow": None, "blurRadius": 0.0}
    if o["shadowEnabled"]:
        mult = 1 - abs(p)
        fmin, fmax = f32(o["shadowOpacityMin"]), f32(o["shadowOpacityMax"])
        frame["shadow"] = {
            "opacity": max(fmin, f32(f32(1 - abs(f32(p))) * fmax)),
            "radius": max(o["shadowRadiusMin"], mult * o["shadowRadiusMax"]),
            "offset": {"width": max(o["shadowOffsetMin"]["width"], mult * o["shadowOffsetMax"]["width"]),
                       "height": max(o["shadowOffsetMin"]["height"], mult * o["shadowOffsetMax"]["height"])}}
    s = 1 - curve(o["scaleCurve"], abs(p)) * o["scaleRatio"]
    s = min(max(s, o["minScale"]), o["maxScale"])
    xa = ((1 - s) * W) / 2 if o["keepHorizontalSpacingEqual"] else 0.0
    if o["keepHorizontalSpacingEqual"] and p > 0:
        xa *= -1
    ya = ((1 - s) * H) / 2 if o["keepVerticalSpacingEqual"] else 0.0
    tp = curve(o["translationCurve"], abs(p))
    tx = W * o["translationRatio"]["x"] * (tp * (-1 if p < 0 else 1)) - xa
    ty = H * o["translationRatio"]["y"] * abs(tp) - ya
    if o["minTranslationRatio"] is not None:
        tx = max(tx, W * o["minTranslationRatio"]["x"])
        ty = max(ty, H * o["minTranslationRatio"]["y"])
    if o["maxTranslationRatio"] is not None:
        tx = min(tx, W * o["maxTranslationRatio"]["x"])
        ty = min(ty, H * o["maxTranslationRatio"]["y"])
    m = affine(s, 0, 0, s, tx, ty)
    r = o["rotation3d"]
    if r is not None:
        angle = min(max(r["angle"] * p, r["minAngle"]), r["maxAngle"])
        m[11] = r["m34"]
        m = rotate(m, angle, r["x"], r["y"], r["z"])
    t = o["translation3d"]
    if t is not None:
        tr, lo, hi = t["translateRatios"], t["minTranslateRatios"], t["maxTranslateRatios"]
        x = min(max(tr[0] * p * W, lo[0] * W), hi[0] * W)
        y = min(max(tr[1] * abs(p) * H, lo[1] * H), hi[1] * H)
        z = min(max(tr[2] * abs(p) * W, lo[2] * W), hi[2] * W)
        m = translate(m, x, y, z)
    frame["transform"] = m
    if o["blurEffectRadiusRatio"] > 0 and o["blurEffectEnabled"]:
        frame["blurRadius"] = abs(p) * o["blurEffectRadiusRatio"]
    return frame


def stack_frame(o, raw, W, H):
    rounded = math.copysign(math.floor(abs(raw) + 0.5), raw)
    z = -int(rounded)
    if o["reverse"]:
        z *= -1
    frame = {"progress": raw, "zPosition": z, "shadow": None, "blurRadius": 0.0}
    p = -raw if o["reverse"] else raw
    if o["shadowEnabled"]:
        frame["shadow"] = {"opacity": f32(o["shadowOpacity"]), "radius": o["shadowRadius"],
                           "offset": dict(o["shadowOffset"])}
    s = 1 - p * o["scaleFactor"]
    if o["minScale"] is not None:
        s = max(o["minScale"], s)
    if o["maxScale"] is not None:
        s = min(o["maxScale"], s)
    n = float(o["maxStackSize"])
    persp = curve("easeOut", interpolate(p, 0, n)) * o["perspectiveRatio"]
    xs = W * o["spacingFactor"]
    ys = H * o["spacingFactor"]
    if o["maxSpacing"] is not None:
        xs = min(xs, W * o["maxSpacing"])
        ys = min(ys, H * o["maxSpacing"])
    pos = o["stackPosition"]
    tx = xs * -max(p, 0) * -pos["x"]
    ty = ys * -max(p, 0) * -pos["y"]
    ya = ((s - 1) * H) / 2 + persp * H
    ya *= -pos["y"]
    xa = ((s - 1) * W) / 2 + persp * W
    xa *= -pos["x"]
    if p < 0:
        xa -= W * o["popOffsetRatio"]["width"] * p
        ya -= H * o["popOffsetRatio"]["height"] * p
    m = affine(s, 0, 0, s, tx + xa, ty + ya)
    alpha = 1.0
    if p >= n - 1:
        alpha = 1 - interpolate(p, n - 1, n - 1 + o["bottomStackAlphaSpeedFactor"])
    elif p < 0:
        alpha = interpolate(p, -1, -1 + o["topStackAlphaSpeedFactor"])
    if alpha > 0 and p >= 0:
        alpha -= p * o["alphaFactor"]
    frame["alpha"] = alpha
    rot = o["stackRotateAngle"]
    if p <= 0:
        angle = -interpolate(abs(p), 0, 1, 0, abs(o["popAngle"]))
        if o["popAngle"] < 0:
            angle *= -1
    else:
        whole = int(p)
        angle = -abs(p - whole) * rot * 2 + rot
        if whole % 2 == 0:
            angle *= -1
        if p < 1:
            angle += interpolate(1 - p, 0, 1, 0, rot)
    frame["transform"] = mul(affine(math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle), 0, 0), m)
    if o["maxBlurEffectRadius"] > 0 and o["blurEffectEnabled"]:
        frame["blurRadius"] = interpolate(max(p, 0), 0, n) * o["maxBlurEffectRadius"]
    return frame


def num(rng, lo, hi):
    return round(rng.uniform(lo, hi), 3)


def random_scale_options(rng):
    o = dict(
        minScale=num(rng, 0, 1), maxScale=num(rng, 0.5, 1.5), scaleRatio=num(rng, -0.5, 1),
        translationRatio={"x": num(rng, -1, 2), "y": num(rng, -1, 1)},
        minTranslationRatio=rng.choice([None, {"x": num(rng, -3, 0), "y": num(rng, -3, 0)}]),
        maxTranslationRatio=rng.choice([None, {"x": num(rng, 0, 3), "y": num(rng, 0, 3)}]),
        keepVerticalSpacingEqual=rng.random() < 0.5, keepHorizontalSpacingEqual=rng.random() < 0.5,
        scaleCurve=rng.choice(["linear", "easeIn", "easeOut"]),
        translationCurve=rng.choice(["linear", "easeIn", "easeOut"]), shadowEnabled=rng.random() < 0.7,
        shadowColor=rng.choice(["#000000", "#336699", "#FF000080"]), shadowOpacity=num(rng, 0, 1),
        shadowRadiusMin=num(rng, 0, 5), shadowRadiusMax=num(rng, 0, 20),
        shadowOffsetMin={"width": num(rng, -2, 2), "height": num(rng, -2, 2)},
        shadowOffsetMax={"width": num(rng, -8, 8), "height": num(rng, -8, 8)},
        shadowOpacityMin=num(rng, 0, 0.5), shadowOpacityMax=num(rng, 0, 1),
        blurEffectEnabled=rng.random() < 0.5, blurEffectRadiusRatio=num(rng, -0.2, 1),
        blurEffectStyle=rng.choice(["light", "dark", "systemMaterial"]), rotation3d=None, translation3d=None)
    if rng.random() < 0.6:
        o["rotation3d"] = dict(angle=num(rng, -3, 3), minAngle=num(rng, -3, 0), maxAngle=num(rng, 0, 3),
                               x=num(rng, -1, 1), y=num(rng, -1, 1), z=num(rng, -1, 1), m34=num(rng, -0.01, 0),
                               isDoubleSided=rng.random() < 0.5)
    if rng.random() < 0.6:
        o["translation3d"] = dict(translateRatios=[num(rng, -1, 1) for _ in range(3)],
                                  minTranslateRatios=[num(rng, -2, 0) for _ in range(3)],
                                  maxTranslateRatios=[num(rng, 0, 2) for _ in range(3)])
    return o


def random_stack_options(rng):
    return dict(
        scaleFactor=num(rng, -0.3, 0.3), minScale=rng.choice([None, num(rng, 0, 0.8)]),
        maxScale=rng.choice([None, num(rng, 0.8, 1.5)]), maxStackSize=rng.randint(1, 8),
        spacingFactor=num(rng, -0.1, 0.2), maxSpacing=rng.choice([None, num(rng, 0, 0.1)]),
        alphaFactor=num(rng, 0, 0.5), bottomStackAlphaSpeedFactor=num(rng, 0.05, 10),
        topStackAlphaSpeedFactor=num(rng, 0.05, 1), perspectiveRatio=num(rng, -0.4, 0.4),
        shadowEnabled=rng.random() < 0.7, shadowColor="#000000", shadowOpacity=num(rng, 0, 1),
        shadowOffset={"width": num(rng, -5, 5), "height": num(rng, -5, 5)}, shadowRadius=num(rng, 0, 20),
        stackRotateAngle=num(rng, -0.5, 0.5), popAngle=num(rng, -3, 3),
        popOffsetRatio={"width": num(rng, -2, 2), "height": num(rng, -2, 2)},
        stackPosition={"x": num(rng, -1, 1), "y": num(rng, -1, 1)}, reverse=rng.random() < 0.5,
        blurEffectEnabled=rng.random() < 0.5, maxBlurEffectRadius=num(rng, -0.1, 0.5),
        blurEffectStyle="light")


def nonfinite_to_marker(value):
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, list):
        return [nonfinite_to_marker(v) for v in value]
    if isinstance(value, dict):
        return {k: nonfinite_to_marker(v) for k, v in value.items()}
    return value


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--cases", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--checker", default=CHECKER, help="the shared checker (default: ../shared/parity/check.py)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cases = []
    for index in range(args.cases):
        effect = "scale" if index % 2 == 0 else "stack"
        full = random_scale_options(rng) if effect == "scale" else random_stack_options(rng)
        defaults = SCALE_DEFAULTS if effect == "scale" else STACK_DEFAULTS
        # Leave some keys out: the CLI must fill in the original's defaults.
        written = {k: v for k, v in full.items() if rng.random() < 0.8}
        if effect == "stack" and "stackRotateAngle" in written and rng.random() < 0.3:
            written["stackRotateAngel"] = written.pop("stackRotateAngle")
        options = dict(defaults)
        options.update(full)
        options.update({k: defaults[k] for k in full if k not in written and k != "stackRotateAngle"})
        if "stackRotateAngle" not in written and "stackRotateAngel" not in written and effect == "stack":
            options["stackRotateAngle"] = defaults["stackRotateAngle"]
        width, height = rng.choice([(200.0, 300.0), (375.0, 667.0), (90.0, 40.0), (1024.0, 768.0), (1.0, 1.0)])
        progresses = sorted({round(rng.uniform(-3, 4), 4) for _ in range(10)} | {0.0, 1.0, -1.0, 0.5})
        frame = scale_frame if effect == "scale" else stack_frame
        frames = [nonfinite_to_marker(frame(options, p, width, height)) for p in progresses]
        cases.append({"effect": effect, "name": "random%d" % index, "options": written,
                      "size": {"width": width, "height": height}, "frames": frames})
    with tempfile.TemporaryDirectory() as directory:
        with open(os.path.join(directory, "effects.json"), "w") as f:
            json.dump({"schema": 1, "cases": cases}, f, allow_nan=False)
        command = [sys.executable, args.checker, "--bin", args.bin, "--only", "effects", "--accept-fixes",
                   "--golden-dir", directory]
        return subprocess.run(command).returncode


if __name__ == "__main__":
    sys.exit(main())
