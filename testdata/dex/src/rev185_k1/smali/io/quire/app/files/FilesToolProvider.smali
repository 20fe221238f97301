.class public final Lio/quire/app/files/FilesToolProvider;
.super Lio/quire/app/core/ToolHost;
.source "FilesToolProvider.kt"


# static fields
.field public static final Companion:Lio/quire/app/files/FilesToolProvider$Companion;

.field private static final PACKAGE:Lkotlin/text/Regex;


# instance fields
.field private final catalog:Lio/quire/app/core/Catalog;

.field private final confirmation:Lio/quire/app/core/Step;

.field private final providerDescription:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final store$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/files/FilesToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/files/FilesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/files/FilesToolProvider;->Companion:Lio/quire/app/files/FilesToolProvider$Companion;

    .line 158
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[a-zA-Z0-9_.]{1,200}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/quire/app/files/FilesToolProvider;->PACKAGE:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 34
    invoke-direct {p0}, Lio/quire/app/core/ToolHost;-><init>()V

    .line 35
    const-string v0, "io.quire.app.files"

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->providerId:Ljava/lang/String;

    .line 36
    const-string v0, "Quire Files"

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->providerName:Ljava/lang/String;

    .line 37
    const-string v0, "Loose attachments kept in Quire"

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->providerDescription:Ljava/lang/String;

    .line 38
    sget-object v0, Lio/quire/app/files/FilesTools;->INSTANCE:Lio/quire/app/files/FilesTools;

    invoke-virtual {v0}, Lio/quire/app/files/FilesTools;->getSCOPES()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->scopes:Ljava/util/List;

    .line 39
    sget-object v0, Lio/quire/app/files/FilesTools;->INSTANCE:Lio/quire/app/files/FilesTools;

    invoke-virtual {v0}, Lio/quire/app/files/FilesTools;->getCATALOG()Lio/quire/app/core/Catalog;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->catalog:Lio/quire/app/core/Catalog;

    .line 41
    new-instance v0, Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda0;-><init>(Lio/quire/app/files/FilesToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->store$delegate:Lkotlin/Lazy;

    .line 43
    new-instance v0, Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lio/quire/app/files/FilesToolProvider$$ExternalSyntheticLambda1;-><init>(Lio/quire/app/files/FilesToolProvider;)V

    iput-object v0, p0, Lio/quire/app/files/FilesToolProvider;->confirmation:Lio/quire/app/core/Step;

    .line 34
    return-void
.end method

.method public static final confirmation$lambda$0(Lio/quire/app/files/FilesToolProvider;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 16

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    instance-of v0, p1, Lio/quire/app/core/CallState$Admitted;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallState$Admitted;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    return-object p1

    :cond_1
    move-object v4, v0

    .line 45
    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/core/ToolSpec;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lio/quire/app/core/CallState$Cleared;

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v2

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lio/quire/app/core/CallState$Cleared;-><init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V

    check-cast v0, Lio/quire/app/core/CallState;

    return-object v0

    .line 46
    :cond_2
    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v5

    .line 47
    invoke-virtual {v5}, Lio/quire/app/core/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    invoke-direct {p0, v5}, Lio/quire/app/files/FilesToolProvider;->summary(Lio/quire/app/core/Call;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, v4, v2}, Lio/quire/app/files/FilesToolProvider;->ask(Lio/quire/app/core/CallState$Admitted;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v6, v0

    .line 48
    sget-object v0, Lio/quire/app/core/ParkedCalls;->INSTANCE:Lio/quire/app/core/ParkedCalls;

    invoke-virtual {v0, v6}, Lio/quire/app/core/ParkedCalls;->take(Ljava/lang/String;)Lio/quire/app/core/Parked;

    move-result-object v8

    .line 49
    if-eqz v8, :cond_8

    .line 48
    move-object v10, v8

    .line 49
    move-object v11, v10

    .line 162
    const/4 v12, 0x0

    .line 49
    invoke-virtual {v11}, Lio/quire/app/core/Parked;->getUid-EOtuPLU()I

    move-result v0

    invoke-virtual {v5}, Lio/quire/app/core/Call;->getUid-EOtuPLU()I

    move-result v1

    invoke-static {v0, v1}, Lio/quire/app/core/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v11}, Lio/quire/app/core/Parked;->getProvider()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lio/quire/app/files/FilesToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v11}, Lio/quire/app/core/Parked;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lio/quire/app/core/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v11}, Lio/quire/app/core/Parked;->getLive()Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    move-object v0, v10

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    move-object v9, v0

    .line 50
    if-eqz v9, :cond_8

    .line 48
    move-object v11, v9

    .line 50
    move-object v12, v11

    .line 162
    const/4 v13, 0x0

    .line 50
    invoke-virtual {v12}, Lio/quire/app/core/Parked;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {v12}, Lio/quire/app/core/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5}, Lio/quire/app/core/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_7

    move-object v0, v11

    goto :goto_4

    :cond_7
    const/4 v0, 0x0

    .line 48
    :goto_4
    move-object v10, v0

    if-eqz v10, :cond_8

    move-object v0, v10

    goto :goto_5

    .line 51
    :cond_8
    move-object v0, v4

    check-cast v0, Lio/quire/app/core/CallState;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not belong to this call"

    invoke-static {v0, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0

    .line 48
    :goto_5
    move-object v7, v0

    .line 52
    invoke-virtual {v7}, Lio/quire/app/core/Parked;->getAnswer()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    new-instance v0, Lio/quire/app/core/CallState$Cleared;

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v3

    invoke-direct {v0, v5, v3}, Lio/quire/app/core/CallState$Cleared;-><init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V

    check-cast v0, Lio/quire/app/core/CallState;

    goto :goto_6

    .line 53
    :cond_9
    move-object v0, v4

    check-cast v0, Lio/quire/app/core/CallState;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The action was not approved"

    invoke-static {v0, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    :goto_6
    return-object v0
.end method

.method private final deleteAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 10

    .line 133
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->located(Lio/quire/app/core/Call;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such attachment"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 134
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Ljava/io/File;->delete()Z

    move-result v4

    const-string v3, "deleted"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final digest(Ljava/io/File;)Ljava/lang/String;
    .registers 8

    .line 155
    new-instance v2, Ljava/io/FileInputStream;

    invoke-direct {v2, p1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    check-cast v2, Ljava/io/Closeable;

    const/4 v3, 0x0

    :try_start_0
    move-object v0, v2

    check-cast v0, Ljava/io/FileInputStream;

    move-object v4, v0

    .line 162
    const/4 v5, 0x0

    .line 155
    sget-object v0, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    move-object v1, v4

    check-cast v1, Ljava/io/InputStream;

    invoke-static {v1}, Lkotlin/io/ByteStreamsKt;->readBytes(Ljava/io/InputStream;)[B

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v4

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v5

    move-object v3, v5

    throw v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v5

    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v5

    :goto_0
    return-object v0
.end method

.method private final getStore()Lio/quire/app/files/AttachmentStore;
    .registers 3

    .line 41
    iget-object v1, p0, Lio/quire/app/files/FilesToolProvider;->store$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/files/AttachmentStore;

    return-object v0
.end method

.method private final importAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 17

    .line 121
    move-object v9, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v9

    check-cast v0, Lio/quire/app/files/FilesToolProvider;

    move-object v10, v0

    .line 162
    const/4 v11, 0x0

    .line 121
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "content_base64"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v11

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    :goto_0
    move-object v9, v10

    invoke-static {v9}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    :cond_0
    move-object v0, v9

    :goto_1
    check-cast v0, [B

    if-nez v0, :cond_1

    .line 122
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "content_base64 is not base64"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :cond_1
    move-object v7, v0

    .line 123
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "file_name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 162
    const/4 v12, 0x0

    .line 123
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_3

    move-object v0, v10

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_4

    move-object v11, v0

    sget-object v12, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    move-object v13, v11

    .line 162
    const/4 v14, 0x0

    .line 123
    invoke-virtual {v12, v13}, Lio/quire/app/core/SafePath$Companion;->of-ielGQq8(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_4

    .line 124
    :cond_4
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "file_name is required"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :goto_4
    move-object v8, v0

    .line 125
    new-instance v9, Ljava/io/File;

    invoke-direct {p0}, Lio/quire/app/files/FilesToolProvider;->getStore()Lio/quire/app/files/AttachmentStore;

    move-result-object v2

    invoke-virtual {v2}, Lio/quire/app/files/AttachmentStore;->getRoot()Ljava/io/File;

    move-result-object v2

    const-string v3, "inbox"

    invoke-direct {v9, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 126
    invoke-virtual {v9}, Ljava/io/File;->mkdirs()Z

    .line 127
    new-instance v10, Ljava/io/File;

    invoke-direct {v10, v9, v8}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 128
    new-instance v11, Ljava/io/FileOutputStream;

    invoke-direct {v11, v10}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    check-cast v11, Ljava/io/Closeable;

    const/4 v12, 0x0

    :try_start_1
    move-object v0, v11

    check-cast v0, Ljava/io/FileOutputStream;

    move-object v13, v0

    .line 162
    const/4 v14, 0x0

    .line 128
    invoke-virtual {v13, v7}, Ljava/io/FileOutputStream;->write([B)V

    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_5

    :catch_1
    :try_start_2
    move-exception v14

    move-object v12, v14

    throw v14
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    :catchall_0
    move-exception v14

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v14

    .line 129
    :goto_5
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "inbox/"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "path"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    array-length v4, v7

    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final listShared(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 14

    .line 94
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "package_name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v9, v8

    .line 162
    const/4 v10, 0x0

    .line 94
    sget-object v0, Lio/quire/app/files/FilesToolProvider;->PACKAGE:Lkotlin/text/Regex;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v9

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v8

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v10, v0

    .line 162
    const/4 v11, 0x0

    .line 94
    invoke-static {v10}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_1

    .line 95
    :cond_1
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "package_name is not a package name"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 94
    :goto_1
    move-object v7, v0

    .line 96
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    sget-object v4, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-direct {p0}, Lio/quire/app/files/FilesToolProvider;->getStore()Lio/quire/app/files/AttachmentStore;

    move-result-object v5

    invoke-virtual {v5, v7}, Lio/quire/app/files/AttachmentStore;->sharedWith-iv-44ys(Ljava/lang/String;)Ljava/util/List;

    move-result-object v5

    check-cast v5, Ljava/lang/Iterable;

    invoke-virtual {v4, v5}, Lio/quire/app/core/Wire;->strings(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "paths"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final located(Lio/quire/app/core/Call;)Ljava/io/File;
    .registers 10

    .line 100
    sget-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "path"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/SafePath$Companion;->parse-AoJGOMg(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v3, v0

    .line 101
    invoke-direct {p0}, Lio/quire/app/files/FilesToolProvider;->getStore()Lio/quire/app/files/AttachmentStore;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/files/AttachmentStore;->getRoot()Ljava/io/File;

    move-result-object v4

    .line 102
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v4, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v5

    move-object v6, v5

    .line 162
    const/4 v7, 0x0

    .line 102
    invoke-static {v6, v4}, Lio/quire/app/core/TypesKt;->isWithin(Ljava/io/File;Ljava/io/File;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v6}, Ljava/io/File;->isFile()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    move-object v0, v5

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method private final open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .registers 5

    .line 117
    invoke-static {p1, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    const-string v1, "open(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final readAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 12

    .line 106
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getSession()Lio/quire/app/core/Session;

    move-result-object v0

    const-string v1, "large_results"

    invoke-virtual {v0, v1}, Lio/quire/app/core/Session;->offers(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 107
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Attachments need the large_results capability"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_0
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->located(Lio/quire/app/core/Call;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such attachment"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v7, v0

    .line 110
    const/high16 v2, 0x10000000

    invoke-direct {p0, v7, v2}, Lio/quire/app/files/FilesToolProvider;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v8

    .line 111
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "media_type"

    const-string v4, "application/octet-stream"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 112
    invoke-virtual {v7}, Ljava/io/File;->length()J

    move-result-wide v4

    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, v7}, Lio/quire/app/files/FilesToolProvider;->digest(Ljava/io/File;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "sha256"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 111
    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lio/quire/app/core/Wire;->success$default(Lio/quire/app/core/Wire;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v9

    .line 113
    move-object v2, v8

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 114
    return-object v9
.end method

.method private final shareAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 10

    .line 138
    sget-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "path"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/SafePath$Companion;->parse-AoJGOMg(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 139
    if-eqz v7, :cond_0

    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->located(Lio/quire/app/core/Call;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such attachment"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :cond_1
    invoke-direct {p0}, Lio/quire/app/files/FilesToolProvider;->getStore()Lio/quire/app/files/AttachmentStore;

    move-result-object v0

    invoke-static {}, Lio/quire/app/core/TypesKt;->getVAULT()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v7}, Lio/quire/app/files/AttachmentStore;->share-EMrtGwU(Ljava/lang/String;Ljava/lang/String;)V

    .line 141
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "shared"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final store_delegate$lambda$0(Lio/quire/app/files/FilesToolProvider;)Lio/quire/app/files/AttachmentStore;
    .registers 5

    .line 41
    new-instance v0, Lio/quire/app/files/AttachmentStore;

    invoke-virtual {p0}, Lio/quire/app/files/FilesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v3, "Required value was null."

    new-instance v1, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_0
    invoke-direct {v0, v1}, Lio/quire/app/files/AttachmentStore;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final summary(Lio/quire/app/core/Call;)Ljava/lang/String;
    .registers 9

    .line 57
    sget-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "path"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/SafePath$Companion;->parse-AoJGOMg(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "?"

    :cond_0
    move-object v5, v0

    .line 58
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v6

    .line 59
    const-string v1, "delete_attachment"

    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Delete "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " for good"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 60
    :cond_1
    const-string v1, "share_attachment"

    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Share "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " into Quire Vault"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_2
    new-instance v0, Ljava/lang/IllegalStateException;

    .line 61
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no confirmation text for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 58
    :goto_0
    return-object v0
.end method


# virtual methods
.method public getCatalog()Lio/quire/app/core/Catalog;
    .registers 2

    .line 39
    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider;->catalog:Lio/quire/app/core/Catalog;

    return-object v0
.end method

.method protected getConfirmation()Lio/quire/app/core/Step;
    .registers 2

    .line 43
    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider;->confirmation:Lio/quire/app/core/Step;

    return-object v0
.end method

.method public getProviderDescription()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider;->providerDescription:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderName()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 38
    iget-object v0, p0, Lio/quire/app/files/FilesToolProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "uri"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "mode"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 146
    move-object/from16 v0, p1

    invoke-virtual {v0}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v10

    .line 147
    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-lt v0, v1, :cond_0

    const/4 v1, 0x0

    invoke-interface {v10, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    const-string v1, "thumb"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 162
    const/4 v12, 0x0

    .line 147
    const-string v12, "unknown uri"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 148
    :cond_1
    sget-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v10

    check-cast v1, Ljava/lang/Iterable;

    const/4 v2, 0x1

    invoke-static {v1, v2}, Lkotlin/collections/CollectionsKt;->drop(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/lang/Iterable;

    const-string v2, "/"

    check-cast v2, Ljava/lang/CharSequence;

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/16 v8, 0x3e

    const/4 v9, 0x0

    invoke-static/range {v1 .. v9}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/SafePath$Companion;->parse-AoJGOMg(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such thumbnail"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    move-object v11, v0

    .line 149
    invoke-direct {p0}, Lio/quire/app/files/FilesToolProvider;->getStore()Lio/quire/app/files/AttachmentStore;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/files/AttachmentStore;->getThumbs()Ljava/io/File;

    move-result-object v12

    .line 150
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v12, v11}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v13

    .line 151
    invoke-static {v13, v12}, Lio/quire/app/core/TypesKt;->isWithin(Ljava/io/File;Ljava/io/File;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 162
    const/4 v14, 0x0

    .line 151
    const-string v14, "thumbnail outside the cache"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 152
    :cond_3
    const/high16 v1, 0x10000000

    invoke-static {v13, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected resolution(Lio/quire/app/core/ToolSpec;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 12

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "ticket"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    invoke-virtual {p0}, Lio/quire/app/files/FilesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v6, "Required value was null."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v5, v0

    .line 67
    invoke-virtual {p1}, Lio/quire/app/core/ToolSpec;->getName-MZPDnXo()Ljava/lang/String;

    move-result-object v0

    .line 68
    const-string v1, "share_attachment"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 70
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    new-instance v1, Landroid/content/ComponentName;

    invoke-static {}, Lio/quire/app/core/TypesKt;->getVAULT()Ljava/lang/String;

    move-result-object v3

    const-string v4, "io.quire.vault.ui.ShareApprovalActivity"

    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    .line 71
    const-string v1, "io.quire.app.extra.TICKET"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v7

    .line 72
    const/high16 v3, 0xc000000

    invoke-static {v5, p3, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 68
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v6

    goto :goto_0

    .line 75
    :cond_1
    new-instance v0, Landroid/content/Intent;

    const-string v2, "io.quire.app.action.CONFIRM_FILE"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-static {}, Lio/quire/app/core/TypesKt;->getAPP()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 76
    const-string v1, "io.quire.app.extra.TICKET"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v7

    .line 77
    const/high16 v3, 0xc000000

    invoke-static {v5, p3, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v6

    .line 74
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v6

    .line 67
    :goto_0
    return-object v0
.end method

.method protected run(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 82
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "import_attachment"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_1
    const-string v1, "list_shared"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "delete_attachment"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    :sswitch_3
    const-string v1, "list_attachments"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_4
    const-string v1, "read_attachment"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_5
    const-string v1, "share_attachment"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_0

    .line 83
    :cond_0
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    sget-object v4, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-direct {p0}, Lio/quire/app/files/FilesToolProvider;->getStore()Lio/quire/app/files/AttachmentStore;

    move-result-object v5

    const/16 v6, 0xc8

    invoke-virtual {v5, v6}, Lio/quire/app/files/AttachmentStore;->list(I)Ljava/util/List;

    move-result-object v5

    check-cast v5, Ljava/lang/Iterable;

    invoke-virtual {v4, v5}, Lio/quire/app/core/Wire;->strings(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "paths"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 84
    :cond_1
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->listShared(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 85
    :cond_2
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->readAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 86
    :cond_3
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->importAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 87
    :cond_4
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->deleteAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 88
    :cond_5
    invoke-direct {p0, p1}, Lio/quire/app/files/FilesToolProvider;->shareAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 89
    :goto_0
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 90
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x21620e03 -> :sswitch_0
        0x1af5ab26 -> :sswitch_1
        0x3d68dd8f -> :sswitch_3
        0x4d159b6c -> :sswitch_4
        0x6e438037 -> :sswitch_2
        0x75f80d83 -> :sswitch_5
    .end sparse-switch
.end method
