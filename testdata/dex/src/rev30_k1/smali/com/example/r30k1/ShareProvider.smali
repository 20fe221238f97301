.class public final Lcom/example/r30k1/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShareProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShareProvider.kt\ncom/example/r30k1/ShareProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,81:1\n1#2:82\n*E\n"
.end annotation


# instance fields
.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/example/r30k1/Tool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 5
    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 36
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v0
    const/4 v1, 0x0
    .local v1, "$i$a$-buildMap-ShareProvider$tools$1":I
    .line 37
    const-string v2, "share_note"
    new-instance v3, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, p0}, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r30k1/ShareProvider;)V
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 38
    const-string v2, "edit_note"
    new-instance v3, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, p0}, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r30k1/ShareProvider;)V
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    const-string v2, "publish_note"
    new-instance v3, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda2;
    invoke-direct {v3, p0}, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/r30k1/ShareProvider;)V
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 40
    const-string v2, "pin_note"
    new-instance v3, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda3;
    invoke-direct {v3, p0}, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda3;-><init>(Lcom/example/r30k1/ShareProvider;)V
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 41
    const-string v2, "open_note"
    new-instance v3, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda4;
    invoke-direct {v3, p0}, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda4;-><init>(Lcom/example/r30k1/ShareProvider;)V
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 42
    const-string v2, "open_draft"
    new-instance v3, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda5;
    invoke-direct {v3, p0}, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda5;-><init>(Lcom/example/r30k1/ShareProvider;)V
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 43
    nop
    .line 36
    .end local v1    # "$i$a$-buildMap-ShareProvider$tools$1":I
    invoke-static {v0}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r30k1/ShareProvider;->tools:Ljava/util/Map;
    .line 23
    return-void
.end method

.method private final editIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 7
    .line 56
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r30k1/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 82
    const/4 v1, 0x0
    .local v1, "$i$a$-apply-ShareProvider$editIntent$1":I
    .line 56
    const-string v2, "op"
    const-string v3, "edit"
    invoke-virtual {v0, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    const-string v2, "uid"
    invoke-virtual {v0, v2, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    .end local v1    # "$i$a$-apply-ShareProvider$editIntent$1":I
    .line 57
    .line 82
    const/4 p2, 0x0
    .local p2, "$i$a$-let-ShareProvider$editIntent$2":I
    .line 57
    const/4 v1, 0x2
    const/high16 v2, 0xa000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .end local p2    # "$i$a$-let-ShareProvider$editIntent$2":I
    nop
    const-string p2, "let(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 8
    .line 46
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm on the phone"
    invoke-static {v0, v1}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    .local v1, "$this$needsUser_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 47
    .local v2, "$i$a$-apply-ShareProvider$needsUser$1":I
    const-string v3, "resolution"
    move-object v4, p1
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 48
    const-string v3, "resume_token"
    invoke-static {p2}, Lcom/example/r30k1/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    nop
    .line 46
    .end local v1    # "$this$needsUser_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-ShareProvider$needsUser$1":I
    const-string v1, "apply(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    return-object v0
.end method


.method private final openDraft(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 73
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p1
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object p1
    .line 74
    .local p1, "dir":Ljava/io/File;
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object p2
    move-object v0, p2
    .local v0, "it":Ljava/io/File;
    .line 82
    const/4 v1, 0x0
    .line 74
    .local v1, "$i$a$-takeIf-ShareProvider$openDraft$file$1":I
    invoke-virtual {v0}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v2
    invoke-static {v2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    .end local v0    # "it":Ljava/io/File;
    .end local v1    # "$i$a$-takeIf-ShareProvider$openDraft$file$1":I
    .end local p1    # "dir":Ljava/io/File;
    if-eqz p1, :cond_0
    goto :goto_0
    :cond_0
    const/4 p2, 0x0
    :goto_0
    if-nez p2, :cond_1
    .line 75
    const-string p1, "INVALID_ARGS"
    const-string p2, "bad draft name"
    invoke-static {p1, p2}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 76
    :cond_1
    .local p2, "file":Ljava/io/File;
    new-instance p1, Lorg/json/JSONObject;
    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V
    const-string v0, "text"
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-static {p2, v1, v2, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p2
    .end local p2    # "file":Ljava/io/File;
    invoke-virtual {p1, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final openNote(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 70
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    new-instance v1, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p1
    invoke-direct {v1, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 p1, 0x0
    const/4 p2, 0x1
    invoke-static {v1, p1, p2, p1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "text"
    invoke-virtual {v0, p2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method


.method private final pinIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 64
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    const/4 v1, 0x0
    .line 65
    .local v1, "$i$a$-apply-ShareProvider$pinIntent$1":I
    const-string v2, "com.example.r30k1.action.CONFIRM"
    invoke-virtual {v0, v2}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    .line 66
    new-instance v2, Landroid/content/ComponentName;
    const-class v3, Lcom/example/r30k1/ConfirmActivity;
    invoke-direct {v2, p1, v3}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v0, v2}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 67
    .end local v1    # "$i$a$-apply-ShareProvider$pinIntent$1":I
    nop
    .line 82
    const/4 v1, 0x0
    .line 67
    .local v1, "$i$a$-run-ShareProvider$pinIntent$2":I
    const/4 v2, 0x4
    const/high16 v3, 0x4000000
    invoke-static {p1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .end local v1    # "$i$a$-run-ShareProvider$pinIntent$2":I
    nop
    const-string v0, "run(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final publishIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 60
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r30k1.action.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 82
    const/4 v1, 0x0
    .line 60
    .local v1, "$i$a$-also-ShareProvider$publishIntent$1":I
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    .end local v1    # "$i$a$-also-ShareProvider$publishIntent$1":I
    .line 61
    .line 82
    const/4 v1, 0x0
    .line 61
    .local v1, "$i$a$-run-ShareProvider$publishIntent$2":I
    const/4 v2, 0x3
    const/high16 v3, 0x4000000
    invoke-static {p1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .end local v1    # "$i$a$-run-ShareProvider$publishIntent$2":I
    nop
    const-string v0, "run(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final shareIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    .line 52
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r30k1/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 82
    const/4 v1, 0x0
    .line 52
    .local v1, "$i$a$-apply-ShareProvider$shareIntent$1":I
    const-string v2, "op"
    const-string v3, "share"
    invoke-virtual {v0, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .end local v1    # "$i$a$-apply-ShareProvider$shareIntent$1":I
    .line 53
    .line 82
    const/4 v1, 0x0
    .line 53
    .local v1, "$i$a$-let-ShareProvider$shareIntent$2":I
    const/4 v2, 0x1
    const/high16 v3, 0xc000000
    invoke-static {p1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .end local v1    # "$i$a$-let-ShareProvider$shareIntent$2":I
    nop
    const-string v0, "let(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public static final tools$lambda$0$0(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "<unused var>"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-direct {p0, p1}, Lcom/example/r30k1/ShareProvider;->shareIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final tools$lambda$0$1(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "<unused var>"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->editIntent(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final tools$lambda$0$2(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "<unused var>"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    invoke-direct {p0, p1}, Lcom/example/r30k1/ShareProvider;->publishIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final tools$lambda$0$3(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "<unused var>"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    invoke-direct {p0, p1}, Lcom/example/r30k1/ShareProvider;->pinIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->needsUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final tools$lambda$0$4(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const-string p2, "name"
    invoke-virtual {p3, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "optString(...)"
    invoke-static {p2, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->openNote(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final tools$lambda$0$5(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    const-string p2, "name"
    invoke-virtual {p3, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "optString(...)"
    invoke-static {p2, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1, p2}, Lcom/example/r30k1/ShareProvider;->openDraft(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 26
    invoke-virtual {p0}, Lcom/example/r30k1/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r30k1/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r30k1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r30k1/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_ok
    invoke-virtual {p0}, Lcom/example/r30k1/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 32
    iget-object p1, p0, Lcom/example/r30k1/ShareProvider;->tools:Ljava/util/Map;
    const-string p2, "tool_name"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r30k1/Tool;
    if-nez p1, :cond_tool
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_tool
    new-instance p2, Lorg/json/JSONObject;
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_args
    const-string p3, "{}"
    :cond_args
    invoke-direct {p2, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-interface {p1, v5, v4, p2}, Lcom/example/r30k1/Tool;->run(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 79
    const/4 v0, 0x1
    return v0
.end method
