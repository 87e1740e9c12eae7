#!/usr/bin/env bash
# Type-checks the package for iOS 16 on Linux, then client code written against the original
# library's API (Tests/AppleClientCode) against the package's modules. Nothing is linked or run.
# Two passes: with the iOS 16.5 SDK, then with the iOS 17.0 SDK (where the SwiftUI-native pager's
# iOS 17 APIs exist), both for the package's minimum, iOS 16, so every iOS 17 API must be guarded.
#
#   Scripts/typecheck-ios.sh
#
# Needs the iOS SDKs prepared once by ../shared/ios-sdk/setup.sh (IOS_SDK_CACHE, default /tmp/ios-sdk;
# IOS_SDK_17_CACHE, default /tmp/ios-sdk-17, with IOS_SDK_NAME=iPhoneOS17.0.sdk; see its README).
# Prints a line naming each pass, then one line per module, and exits non-zero if any fails:
#   PagingLayout, PagingLayoutUIKit,
#   PagingLayoutRender, PagingLayoutCodegen, PagingLayoutCLI,
#   paging-layout, paging-layout-codegen   the package, Swift 6 mode (executables: main.swift)
#   AppleClientCode                        the whole corpus, Swift 5 mode (as existing apps are built)
#   AppleClientCodeDocs                    the documented snippets again, Swift 6 mode
#
# A warning fails the check (-warnings-as-errors). The one exception is the corpus's use of the
# original library's deprecated spellings (stackRotateAngel, reverse:, …): old client code is meant
# to compile with those deprecation warnings, so they stay warnings there and are counted, not
# printed; any other warning in the corpus fails it.
set -uo pipefail
cd "$(dirname "$0")/.."
cache="${IOS_SDK_CACHE:-/tmp/ios-sdk}"
sdk="${IOS_SDK_NAME:-iPhoneOS16.5.sdk}"
[ -f "$cache/.ready" ] || { echo "iOS SDK not prepared: run ../shared/ios-sdk/setup.sh first" >&2; exit 2; }
echo "${sdk%.sdk} SDK, target arm64-apple-ios16.0:"
# Debian's older LLVM tools can shadow the toolchain's; put the Swift toolchain first.
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
# Modules go to a private directory, so parallel runs never read each other's half-written modules.
modules="$(mktemp -d)"
trap 'rm -rf "$modules"' EXIT

status=0
# The package's modules share `package` declarations (SwiftPM passes a package name too); client code
# is compiled without one, so it sees only the public API, as an app would.
package=(-package-name PagingLayout)
# check NAME SWIFT_VERSION DIRECTORY [ARGUMENTS…]: compiles every Swift file under DIRECTORY as module
# NAME, with ARGUMENTS added to the compiler's.
check() {
    local name="$1" version="$2" directory="$3" files
    local extra=("${@:4}")
    mapfile -t files < <(find "$directory" -name '*.swift' | sort)
    if [ ${#files[@]} -eq 0 ]; then
        echo "$name: no Swift files in $directory"
        status=1
        return
    fi
    local log
    log="$(mktemp)"
    if swiftc -emit-module -parse-as-library -swift-version "$version" -module-name "$name" \
        -target arm64-apple-ios16.0 -sdk "$cache/$sdk" -resource-dir "$cache/res" \
        -module-cache-path "$cache/module-cache" -I "$modules" -warnings-as-errors \
        -emit-module-path "$modules/$name.swiftmodule" "${extra[@]}" "${files[@]}" >"$log" 2>&1; then
        local deprecated note=""
        deprecated="$(grep -c '^[^ |].*: warning: .*\[#DeprecatedDeclaration\]$' "$log")"
        [ "$deprecated" -gt 0 ] && note="; $deprecated uses of deprecated spellings, as old client code has"
        echo "$name: type-checks for iOS in Swift $version mode (${#files[@]} files$note)"
    else
        cat "$log"
        echo "$name: FAILS to type-check for iOS in Swift $version mode (warnings count as errors)"
        status=1
    fi
    rm -f "$log"
}

check PagingLayout 6 Sources/PagingLayout "${package[@]}"
check PagingLayoutUIKit 6 Sources/PagingLayoutUIKit "${package[@]}"
check PagingLayoutRender 6 Sources/PagingLayoutRender "${package[@]}"
check PagingLayoutCodegen 6 Sources/PagingLayoutCodegen "${package[@]}"
check PagingLayoutCLI 6 Sources/PagingLayoutCLI "${package[@]}"
# check_main NAME: an executable's main.swift is top-level code, so it is type-checked without -parse-as-library.
check_main() {
    local name="$1"
    if swiftc -typecheck -swift-version 6 -module-name "${name//-/_}" "${package[@]}" -warnings-as-errors \
        -target arm64-apple-ios16.0 -sdk "$cache/$sdk" -resource-dir "$cache/res" \
        -module-cache-path "$cache/module-cache" -I "$modules" "Sources/$name/main.swift"; then
        echo "$name: type-checks for iOS in Swift 6 mode (main.swift)"
    else
        echo "$name: FAILS to type-check for iOS in Swift 6 mode"
        status=1
    fi
}
check_main paging-layout
check_main paging-layout-codegen
check AppleClientCode 5 Tests/AppleClientCode -Wwarning DeprecatedDeclaration
check AppleClientCodeDocs 6 Tests/AppleClientCode/Docs
# The second pass: the same checks against the iOS 17.0 SDK (this script again, told which SDK).
if [ -z "${IOS_SDK_NAME:-}" ]; then
    IOS_SDK_CACHE="${IOS_SDK_17_CACHE:-/tmp/ios-sdk-17}" IOS_SDK_NAME=iPhoneOS17.0.sdk "$0" || status=1
fi
exit $status
