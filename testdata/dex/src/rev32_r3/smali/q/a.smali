.class public final Lq/a;
.super Ljava/lang/Object;

# Callers (com.quillnote.sync.Callers): anyTrusted and soleTrusted were inlined into
# NotesToolProvider.call; listed(String), called from both, is a.

.field public static final a:[Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "com.clawseed.assistant"
    const-string v1, "com.quillnote.companion"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lq/a;->a:[Ljava/lang/String;
    return-void
.end method

.method public static a(Ljava/lang/String;)Z
    .registers 6
    sget-object v0, Lq/a;->a:[Ljava/lang/String;
    array-length v1, v0
    const/4 v2, 0x0
    move v3, v2

    :goto_0
    if-ge v3, v1, :cond_1
    aget-object v4, v0, v3
    invoke-virtual {v4, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :cond_0
    const/4 p0, 0x1
    return p0

    :cond_0
    add-int/lit8 v3, v3, 0x1
    goto :goto_0

    :cond_1
    return v2
.end method
