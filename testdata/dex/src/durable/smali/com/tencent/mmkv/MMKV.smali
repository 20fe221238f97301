# Library class as the APK ships it (com.tencent:mmkv), reduced to the
# members the fixture calls; the store itself is native code, as in the
# real library.
.class public Lcom/tencent/mmkv/MMKV;
.super Ljava/lang/Object;
.source "MMKV.java"
.implements Landroid/content/SharedPreferences;
.implements Landroid/content/SharedPreferences$Editor;

.field private final nativeHandle:J

.method private constructor <init>(J)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/tencent/mmkv/MMKV;->nativeHandle:J
    return-void
.end method

.method private static native getMMKVWithID(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)J
.end method

.method private native encodeString(JLjava/lang/String;Ljava/lang/String;)Z
.end method

.method public static mmkvWithID(Ljava/lang/String;)Lcom/tencent/mmkv/MMKV;
    .locals 3
    const/4 v0, 0x1
    const/4 v1, 0x0
    invoke-static {p0, v0, v1, v1}, Lcom/tencent/mmkv/MMKV;->getMMKVWithID(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)J
    move-result-wide v0
    new-instance v2, Lcom/tencent/mmkv/MMKV;
    invoke-direct {v2, v0, v1}, Lcom/tencent/mmkv/MMKV;-><init>(J)V
    return-object v2
.end method

.method public encode(Ljava/lang/String;Ljava/lang/String;)Z
    .locals 2
    iget-wide v0, p0, Lcom/tencent/mmkv/MMKV;->nativeHandle:J
    invoke-direct {p0, v0, v1, p1, p2}, Lcom/tencent/mmkv/MMKV;->encodeString(JLjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method
