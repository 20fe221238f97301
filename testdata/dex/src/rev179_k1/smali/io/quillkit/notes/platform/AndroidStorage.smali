.class public final Lio/quillkit/notes/platform/AndroidStorage;
.super Ljava/lang/Object;
.source "AndroidPlatform.kt"

# interfaces
.implements Lio/quillkit/notes/core/PlatformStorage;


# instance fields
.field private final root:Ljava/nio/file/Path;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 7

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "area"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x1

    new-array v3, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p2, v3, v2

    invoke-static {v0, v3}, Ljava/nio/file/Paths;->get(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0}, Ljava/nio/file/Path;->toAbsolutePath()Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0}, Ljava/nio/file/Path;->normalize()Ljava/nio/file/Path;

    move-result-object v0

    const-string v2, "normalize(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iput-object v0, p0, Lio/quillkit/notes/platform/AndroidStorage;->root:Ljava/nio/file/Path;

    .line 34
    return-void
.end method


# virtual methods
.method public getRoot()Ljava/nio/file/Path;
    .registers 2

    .line 35
    iget-object v0, p0, Lio/quillkit/notes/platform/AndroidStorage;->root:Ljava/nio/file/Path;

    return-object v0
.end method
