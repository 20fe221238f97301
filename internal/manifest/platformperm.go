package manifest

//go:generate sh gen_platformperms.sh

// laterPlatformPermissions adds the normal and dangerous permissions of
// API levels after the generated table's (framework-res API 29), from the
// platform's published permission list.
var laterPlatformPermissions = map[string]uint8{
	// Dangerous (runtime) permissions, API 31–34.
	"android.permission.BLUETOOTH_ADVERTISE":             1,
	"android.permission.BLUETOOTH_CONNECT":               1,
	"android.permission.BLUETOOTH_SCAN":                  1,
	"android.permission.BODY_SENSORS_BACKGROUND":         1,
	"android.permission.NEARBY_WIFI_DEVICES":             1,
	"android.permission.POST_NOTIFICATIONS":              1,
	"android.permission.READ_MEDIA_AUDIO":                1,
	"android.permission.READ_MEDIA_IMAGES":               1,
	"android.permission.READ_MEDIA_VIDEO":                1,
	"android.permission.READ_MEDIA_VISUAL_USER_SELECTED": 1,
	"android.permission.UWB_RANGING":                     1,
	// Normal (install-time) permissions, API 30–34.
	"android.permission.FOREGROUND_SERVICE_CAMERA":           0,
	"android.permission.FOREGROUND_SERVICE_CONNECTED_DEVICE": 0,
	"android.permission.FOREGROUND_SERVICE_DATA_SYNC":        0,
	"android.permission.FOREGROUND_SERVICE_HEALTH":           0,
	"android.permission.FOREGROUND_SERVICE_LOCATION":         0,
	"android.permission.FOREGROUND_SERVICE_MEDIA_PLAYBACK":   0,
	"android.permission.FOREGROUND_SERVICE_MICROPHONE":       0,
	"android.permission.FOREGROUND_SERVICE_PHONE_CALL":       0,
	"android.permission.FOREGROUND_SERVICE_SPECIAL_USE":      0,
	"android.permission.HIGH_SAMPLING_RATE_SENSORS":          0,
	"android.permission.QUERY_ALL_PACKAGES":                  0,
	"android.permission.USE_EXACT_ALARM":                     0,
}

// PlatformProtection returns the base protection level of a permission the
// Android platform declares as normal (0) or dangerous (1); ok is false for
// its signature-level permissions and for names it does not declare.
func PlatformProtection(name string) (base uint8, ok bool) {
	if b, ok := platformPermissions[name]; ok {
		return b, true
	}
	b, ok := laterPlatformPermissions[name]
	return b, ok
}
