.class public final Lcom/tp/AttachProvider;
.super Landroid/content/ContentProvider;
.source "AttachProvider.kt"

# instance fields
.field private final root$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 19
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    new-instance v1, Lcom/tp/AttachProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/tp/AttachProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tp/AttachProvider;)V
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/tp/AttachProvider;->root$delegate:Lkotlin/Lazy;
    .line 19
    return-void
.end method

.method private final getRoot()Ljava/io/File;
    .registers 3
    .line 20
    iget-object v0, v2, Lcom/tp/AttachProvider;->root$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/io/File;
    .line 20
    return-object v0
.end method

.method private final opened(II)Lkotlin/Pair;
    .registers 10
    .line 36
    new-instance v0, Ljava/io/File;
    invoke-direct {v7}, Lcom/tp/AttachProvider;->getRoot()Ljava/io/File;
    move-result-object v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "a"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ".bin"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v6, v0
    .line 37
    invoke-static {v6, v9}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    invoke-static {v6, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    return-object v0
.end method

.method private final openAttachment(IZ)Landroid/os/Bundle;
    .registers 8
    .line 41
    if-eqz v7, :L9
    const/high16 v0, 0x10000000
    goto :L11
:L9
    const/high16 v0, 0x30000000
:L11
    move v2, v0
    .line 42
    invoke-direct {v5, v6, v2}, Lcom/tp/AttachProvider;->opened(II)Lkotlin/Pair;
    move-result-object v1
    invoke-virtual {v1}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/io/File;
    move-object v3, v0
    invoke-virtual {v1}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/ParcelFileDescriptor;
    move-object v4, v0
    .line 43
    invoke-direct {v5, v3, v4}, Lcom/tp/AttachProvider;->reply(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final openPreview(I)Landroid/os/Bundle;
    .registers 8
    .line 47
    const/high16 v2, 0x10000000
    invoke-direct {v6, v7, v2}, Lcom/tp/AttachProvider;->opened(II)Lkotlin/Pair;
    move-result-object v3
    invoke-virtual {v3}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/io/File;
    move-object v4, v0
    invoke-virtual {v3}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/ParcelFileDescriptor;
    move-object v5, v0
    .line 48
    invoke-direct {v6, v4, v5}, Lcom/tp/AttachProvider;->reply(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final openThumbnail(I)Landroid/os/Bundle;
    .registers 10
    .line 52
    new-instance v0, Ljava/io/File;
    invoke-direct {v8}, Lcom/tp/AttachProvider;->getRoot()Ljava/io/File;
    move-result-object v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "t"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ".png"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v6, v0
    .line 53
    new-instance v0, Lkotlin/Pair;
    const/high16 v4, 0x10000000
    invoke-static {v6, v4}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    invoke-direct {v0, v6, v3}, Lkotlin/Pair;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    move-object v7, v0
    .line 54
    invoke-virtual {v7}, Lkotlin/Pair;->getFirst()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/io/File;
    invoke-virtual {v7}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;
    move-result-object v2
    const-string v4, "<get-second>(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v2, Landroid/os/ParcelFileDescriptor;
    invoke-direct {v8, v1, v2}, Lcom/tp/AttachProvider;->reply(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final reply(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 8
    .line 58
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 59
    const-string v1, "kind"
    const-string v2, "file"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    const-string v1, "size_bytes"
    invoke-virtual {v6}, Ljava/io/File;->length()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 61
    const-string v1, "result_fd"
    move-object v2, v7
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 62
    return-object v4
.end method

.method public static final root_delegate$lambda$0(Lcom/tp/AttachProvider;)Ljava/io/File;
    .registers 5
    .line 20
    new-instance v0, Ljava/io/File;
    invoke-virtual {v4}, Lcom/tp/AttachProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "attachments"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "method"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    if-eqz v11, :L28
    const-string v1, "execute_tool"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L28
    const/4 v0, 0x0
    return-object v0
:L30
    .line 26
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L47
    const-string v2, "{}"
:L47
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    .line 27
    const-string v1, "id"
    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v5
    .line 28
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 29
    const-string v1, "open_attachment"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L99
    const-string v3, "locked"
    const/4 v4, 0x0
    invoke-virtual {v6, v3, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v2
    invoke-direct {v8, v5, v2}, Lcom/tp/AttachProvider;->openAttachment(IZ)Landroid/os/Bundle;
    move-result-object v0
    goto :L124
:L99
    .line 30
    const-string v1, "open_preview"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    invoke-direct {v8, v5}, Lcom/tp/AttachProvider;->openPreview(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L124
:L118
    .line 31
    invoke-direct {v8, v5}, Lcom/tp/AttachProvider;->openThumbnail(I)Landroid/os/Bundle;
    move-result-object v0
:L124
    .line 28
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    const/4 v0, 0x0
    return v0
.end method

