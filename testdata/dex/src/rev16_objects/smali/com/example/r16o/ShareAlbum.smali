.class public final Lcom/example/r16o/ShareAlbum;
.super Ljava/lang/Object;
.source "ShareAlbum.kt"

# interfaces
.implements Lcom/example/r16o/Tool;

.field public static final INSTANCE:Lcom/example/r16o/ShareAlbum;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r16o/ShareAlbum;
    invoke-direct {v0}, Lcom/example/r16o/ShareAlbum;-><init>()V
    sput-object v0, Lcom/example/r16o/ShareAlbum;->INSTANCE:Lcom/example/r16o/ShareAlbum;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run(ILandroid/os/Bundle;Landroid/content/Context;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "extras"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ctx"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    # true positive CETP601: FLAG_MUTABLE | FLAG_UPDATE_CURRENT under resolution
    .line 9
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r16o/ConfirmActivity;
    invoke-direct {v0, p3, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "album"
    const-string v2, "album"
    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 10
    const/high16 v1, 0xa000000
    const/4 v2, 0x0
    invoke-static {p3, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 11
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in the app"
    invoke-static {v1, v2}, Lcom/example/r16o/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    const/4 v3, 0x0
    .local v3, "$i$a$-apply-ShareAlbum$run$1":I
    .line 12
    const-string v4, "resolution"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 13
    const-string v0, "resume_token"
    invoke-static {p1}, Lcom/example/r16o/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v0, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .end local v3    # "$i$a$-apply-ShareAlbum$run$1":I
    .line 11
    return-object v1
.end method
