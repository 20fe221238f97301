#!/bin/sh
# A stand-in for adb in cetpaudit's tests: it replays output recorded from
# a device instead of talking to one. FAKE_ADB_DIR is the scenario
# directory, with NAME.out (stdout), NAME.err (stderr) and NAME.rc (exit
# status) per command; NAME is get-state, pm-path, pull, or call-METHOD
# (call-list_tools-v1 for a list_tools call without protocol_version,
# call-execute_tool-TOOL for execute_tool). "@REQUEST_ID@" in NAME.out is
# replaced with the call's request_id, as a Provider echoes it.
# FAKE_ADB_APK is the APK `pull` copies; FAKE_ADB_LOG gets one line per
# invocation with the arguments adb was given.
printf '%s\n' "$*" >> "${FAKE_ADB_LOG:-/dev/null}"
serial=""
request_id=""
if [ "$1" = "-s" ]; then serial=$2; shift 2; fi
if [ -n "$serial" ] && [ -f "$FAKE_ADB_DIR/serials" ] && ! grep -qx "$serial" "$FAKE_ADB_DIR/serials"; then
	echo "adb: device '$serial' not found" >&2
	exit 1
fi
case "$1" in
get-state) name=get-state ;;
pull)
	name=pull
	if [ ! -f "$FAKE_ADB_DIR/pull.rc" ]; then cp "$FAKE_ADB_APK" "$3" || exit 1; fi
	;;
shell)
	# adb joins the words after "shell" into one command line, as the
	# device's shell gets it: `adb shell content call ...` typed by hand
	# and cetpaudit's single quoted argument arrive alike.
	shift
	cmd="$*"
	case "$cmd" in
	"pm path "*) name=pm-path ;;
	"content call "*)
		method=$(printf '%s\n' "$cmd" | sed -n 's/.*--method \([^ ]*\).*/\1/p')
		name=call-$method
		case "$cmd" in
		*protocol_version*) ;;
		*) if [ "$method" = list_tools ]; then name=call-list_tools-v1; fi ;;
		esac
		if [ "$method" = execute_tool ]; then
			name=call-execute_tool-$(printf '%s\n' "$cmd" | sed -n 's/.*--extra tool_name:s:\([a-z0-9_]*\).*/\1/p')
		fi
		request_id=$(printf '%s\n' "$cmd" | sed -n 's/.*--extra request_id:s:\([0-9a-f-]*\).*/\1/p')
		;;
	*) echo "fake adb: unexpected shell command: $cmd" >&2; exit 97 ;;
	esac
	;;
*) echo "fake adb: unexpected command: $*" >&2; exit 97 ;;
esac
found=""
[ -f "$FAKE_ADB_DIR/$name.out" ] && { sed "s/@REQUEST_ID@/$request_id/g" "$FAKE_ADB_DIR/$name.out"; found=1; }
[ -f "$FAKE_ADB_DIR/$name.err" ] && { cat "$FAKE_ADB_DIR/$name.err" >&2; found=1; }
[ -f "$FAKE_ADB_DIR/$name.rc" ] && exit "$(cat "$FAKE_ADB_DIR/$name.rc")"
if [ -z "$found" ] && [ "$name" != pull ]; then echo "fake adb: no recorded output for $name" >&2; exit 97; fi
exit 0
