.class public final Lio/quillkit/notes/cetp/AttachmentsToolProvider;
.super Landroid/content/ContentProvider;
.source "AttachmentsToolProvider.kt"


# static fields
.field private static final Companion:Lio/quillkit/notes/cetp/AttachmentsToolProvider$Companion;

.field private static final FILE_NAME:Lkotlin/text/Regex;

.field private static final INFO:Lorg/json/JSONObject;

.field public static final INLINE_TEXT_BYTES:J = 0x30d40L

.field public static final MAX_FILE_BYTES:J = 0x1000000L

.field public static final PROVIDER_ID:Ljava/lang/String; = "io.quillkit.notes.attachments"

.field public static final STALE_DAYS:J = 0x16dL

.field public static final TAG:Ljava/lang/String; = "QuillAttachmentTools"

.field public static final VAULT_CONFIRM:Ljava/lang/String; = "io.quillkit.vault.ui.ConfirmPurgeActivity"

.field public static final VAULT_PACKAGE:Ljava/lang/String; = "io.quillkit.vault"


# instance fields
.field private attachments:Lio/quillkit/notes/core/AttachmentStore;

.field private callers:Lio/quillkit/notes/cetp/CallerCheck;

.field private final clock:Lio/quillkit/notes/core/PlatformClock;

.field private grants:Lio/quillkit/notes/cetp/Grants;

.field private ledger:Lio/quillkit/notes/cetp/RequestLedger;

.field private sessions:Lio/quillkit/notes/cetp/SessionBook;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->Companion:Lio/quillkit/notes/cetp/AttachmentsToolProvider$Companion;

    .line 250
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "[A-Za-z0-9][A-Za-z0-9._-]{0,63}"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    .line 253
    sget-object v3, Lio/quillkit/notes/cetp/AttachmentTools;->Companion:Lio/quillkit/notes/cetp/AttachmentTools$Companion;

    invoke-virtual {v3}, Lio/quillkit/notes/cetp/AttachmentTools$Companion;->getSCOPES()Ljava/util/List;

    move-result-object v3

    const-string v0, "io.quillkit.notes.attachments"

    const-string v1, "Quill Attachments"

    const-string v2, "Read and manage the files attached to Quill notes."

    invoke-static {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/DescriptorsKt;->providerInfoJson(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 33
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 34
    sget-object v0, Lio/quillkit/notes/platform/SystemClock;->INSTANCE:Lio/quillkit/notes/platform/SystemClock;

    check-cast v0, Lio/quillkit/notes/core/PlatformClock;

    iput-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    .line 33
    return-void
.end method

.method public static final synthetic access$getFILE_NAME$cp()Lkotlin/text/Regex;
    .registers 1

    .line 33
    sget-object v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    return-object v0
.end method

.method public static final synthetic access$getINFO$cp()Lorg/json/JSONObject;
    .registers 1

    .line 33
    sget-object v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->INFO:Lorg/json/JSONObject;

    return-object v0
.end method

.method private final attachText(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 9

    .line 156
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "note_id"

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 157
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "file_name"

    const/16 v2, 0x40

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 158
    sget-object v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    move-object v1, v4

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "file_name"

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 159
    :cond_0
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "text"

    const v2, 0x8000

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v5

    .line 160
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_1

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-direct {p0, v3}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolveName(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v1

    invoke-virtual {v0, v1, v4}, Lio/quillkit/notes/core/AttachmentStore;->freeName(Ljava/nio/file/Path;Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v6

    .line 161
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLate(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Late;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Late;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 162
    :cond_2
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;

    move-result-object v1

    new-instance v2, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0, v6, v5}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;-><init>(Lio/quillkit/notes/cetp/AttachmentsToolProvider;Ljava/nio/file/Path;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/RequestLedger;->once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final attachText$lambda$0(Lio/quillkit/notes/cetp/AttachmentsToolProvider;Ljava/nio/file/Path;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 4

    .line 163
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_0

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1, p2}, Lio/quillkit/notes/core/AttachmentStore;->write(Ljava/nio/file/Path;Ljava/lang/String;)V

    .line 164
    new-instance v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v0, p1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda7;-><init>(Ljava/nio/file/Path;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final attachText$lambda$0$0(Ljava/nio/file/Path;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 164
    invoke-interface {p0}, Ljava/nio/file/Path;->getParent()Ljava/nio/file/Path;

    move-result-object v2

    invoke-interface {v2}, Ljava/nio/file/Path;->getFileName()Ljava/nio/file/Path;

    move-result-object v2

    invoke-interface {p0}, Ljava/nio/file/Path;->getFileName()Ljava/nio/file/Path;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, "/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final confirm(Lio/quillkit/notes/cetp/ToolCall;Lio/quillkit/notes/cetp/Route;)V
    .registers 14

    .line 197
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLate(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Late;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Late;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 198
    :cond_0
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v7

    .line 199
    if-nez v7, :cond_1

    .line 200
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->INSTANCE:Lio/quillkit/notes/cetp/ConfirmationDesk;

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getTool()Lio/quillkit/notes/cetp/ToolSpec;

    move-result-object v3

    invoke-virtual {v3}, Lio/quillkit/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    const-string v2, "io.quillkit.notes.attachments"

    invoke-virtual/range {v0 .. v5}, Lio/quillkit/notes/cetp/ConfirmationDesk;->park(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Pair;

    move-result-object v8

    invoke-virtual {v8}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Ljava/lang/String;

    invoke-virtual {v8}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Ljava/lang/String;

    .line 201
    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;

    invoke-direct {p0, p2, v10}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-direct {v0, v2, v9}, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 203
    :cond_1
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->INSTANCE:Lio/quillkit/notes/cetp/ConfirmationDesk;

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getTool()Lio/quillkit/notes/cetp/ToolSpec;

    move-result-object v4

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    move-object v1, v7

    const-string v3, "io.quillkit.notes.attachments"

    invoke-virtual/range {v0 .. v6}, Lio/quillkit/notes/cetp/ConfirmationDesk;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v8

    .line 204
    if-nez v8, :cond_2

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$BadResume;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$BadResume;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 205
    :cond_2
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Declined;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Declined;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 206
    :cond_3
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLate(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_5

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Late;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Late;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 203
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 208
    :cond_5
    return-void
.end method

.method private final execute(ILjava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/Session;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 24

    .line 74
    sget-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->Companion:Lio/quillkit/notes/cetp/AttachmentTools$Companion;

    move-object/from16 v1, p5

    invoke-static {v1}, Lio/quillkit/notes/cetp/ProtocolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quillkit/notes/cetp/AttachmentTools$Companion;->byName(Ljava/lang/String;)Lio/quillkit/notes/cetp/ToolSpec;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->TOOL_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

    move-object/from16 v0, p3

    const-string v2, "No such tool."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v11, v0

    .line 76
    :try_start_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->grants:Lio/quillkit/notes/cetp/Grants;

    if-nez v0, :cond_1

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v11}, Lio/quillkit/notes/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v12

    .line 77
    move-object v0, v12

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$NotGranted;

    invoke-direct {v0, v12}, Lio/quillkit/notes/cetp/ToolFailure$NotGranted;-><init>(Ljava/util/List;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 78
    :cond_3
    move-object/from16 v0, p5

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->getArgsText(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v13

    .line 79
    invoke-static {v13}, Lio/quillkit/notes/cetp/ProtocolKt;->decodeArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v14

    .line 80
    sget-object v0, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/quillkit/notes/platform/Sha256;->sha256([B)Ljava/lang/String;

    move-result-object v15

    .line 81
    new-instance v0, Lio/quillkit/notes/cetp/ToolCall;

    move-object/from16 v8, p5

    invoke-static {v8}, Lio/quillkit/notes/cetp/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v8

    move-object/from16 v10, p5

    invoke-static {v10}, Lio/quillkit/notes/cetp/ProtocolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v10

    move/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, p3

    move-object v4, v11

    move-object v5, v14

    move-object v6, v15

    move-wide v7, v8

    move-object v9, v10

    move-object/from16 v10, p4

    invoke-direct/range {v0 .. v10}, Lio/quillkit/notes/cetp/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/ToolSpec;Lorg/json/JSONObject;Ljava/lang/String;JLjava/lang/String;Lio/quillkit/notes/cetp/Session;)V

    move-object/from16 v16, v0

    .line 82
    move-object/from16 v0, v16

    invoke-static {v0}, Lio/quillkit/notes/cetp/CallsKt;->getLate(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Late;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Late;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 83
    :cond_4
    invoke-virtual {v11}, Lio/quillkit/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v17

    move-object/from16 v0, v17

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    move-object/from16 v0, v17

    const-string v1, "replace_attachment"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    :sswitch_1
    move-object/from16 v0, v17

    const-string v1, "attach_text"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_1

    :sswitch_2
    move-object/from16 v0, v17

    const-string v1, "fetch_attachment"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    :sswitch_3
    move-object/from16 v0, v17

    const-string v1, "list_attachments"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 84
    move-object/from16 v1, p0

    invoke-direct {v1, v14}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->listAttachments(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 85
    :cond_5
    move-object/from16 v0, p0

    move-object/from16 v1, v16

    invoke-direct {v0, v1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->fetchAttachment(Lio/quillkit/notes/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 86
    :cond_6
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachText(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 87
    :cond_7
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->replaceAttachment(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 88
    :cond_8
    :goto_1
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->purgeAttachments(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_2
    move-object v12, v0
    :try_end_0
    .catch Lio/quillkit/notes/cetp/ToolException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    goto :goto_3

    .line 90
    :catch_0
    move-exception v13

    .line 91
    invoke-virtual {v13}, Lio/quillkit/notes/cetp/ToolException;->getFailure()Lio/quillkit/notes/cetp/ToolFailure;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->toBundle(Lio/quillkit/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    goto :goto_3

    .line 92
    :catch_1
    move-exception v13

    .line 93
    move-object v2, v13

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "QuillAttachmentTools"

    const-string v1, "attachment tool failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 94
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->INTERNAL_ERROR:Lio/quillkit/notes/cetp/ErrorCode;

    move-object/from16 v0, p3

    const-string v2, "Quill could not complete this request."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    .line 75
    :goto_3
    return-object v12

    nop

    :sswitch_data_0
    .sparse-switch
        -0x6501fc72 -> :sswitch_0
        -0x2ccacd19 -> :sswitch_1
        -0x2b24f038 -> :sswitch_2
        0x3d68dd8f -> :sswitch_3
    .end sparse-switch
.end method

.method private final fetchAttachment(Lio/quillkit/notes/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 17

    .line 122
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "name"

    const/16 v3, 0x64

    invoke-static {v1, v2, v3}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolveName(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v5

    .line 123
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v5, v1}, Ljava/nio/file/Files;->isRegularFile(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Missing;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Missing;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 124
    :cond_0
    invoke-static {v5}, Ljava/nio/file/Files;->size(Ljava/nio/file/Path;)J

    move-result-wide v6

    .line 125
    move-wide v8, v6

    .line 126
    const-wide/16 v0, 0x0

    cmp-long v0, v0, v8

    if-gtz v0, :cond_2

    const-wide/32 v2, 0x30d41

    cmp-long v0, v8, v2

    if-gez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_4

    invoke-static {v5}, Lio/quillkit/notes/core/NoteStoreKt;->getMediaType(Ljava/nio/file/Path;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "text/"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 127
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/OpenOption;

    invoke-static {v5, v1}, Ljava/nio/file/Files;->newInputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/InputStream;

    move-result-object v11

    check-cast v11, Ljava/io/Closeable;

    const/4 v12, 0x0

    :try_start_0
    move-object v0, v11

    check-cast v0, Ljava/io/InputStream;

    move-object v13, v0

    .line 257
    const/4 v14, 0x0

    new-instance v0, Ljava/lang/String;

    .line 127
    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v13}, Lkotlin/io/ByteStreamsKt;->readBytes(Ljava/io/InputStream;)[B

    move-result-object v2

    sget-object v3, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v0, v2, v3}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    move-object v13, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v13

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v14

    move-object v12, v14

    throw v14
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v14

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v14

    :goto_1
    move-object v10, v0

    .line 128
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, v10}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;)V

    invoke-static {v1}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 130
    :cond_3
    move-object/from16 v1, p1

    invoke-direct {p0, v1, v5}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->fileResult(Lio/quillkit/notes/cetp/ToolCall;Ljava/nio/file/Path;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 132
    :cond_4
    const-wide/32 v0, 0x30d41

    cmp-long v0, v0, v8

    if-gtz v0, :cond_6

    const-wide/32 v2, 0x1000001

    cmp-long v0, v8, v2

    if-gez v0, :cond_5

    const/4 v0, 0x1

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_7

    move-object/from16 v1, p1

    invoke-direct {p0, v1, v5}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->fileResult(Lio/quillkit/notes/cetp/ToolCall;Ljava/nio/file/Path;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 133
    :cond_7
    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$TooLarge;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$TooLarge;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 125
    :goto_3
    return-object v0
.end method

.method public static final fetchAttachment$lambda$1(Ljava/lang/String;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 128
    const-string v1, "text"

    invoke-virtual {p1, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final fileResult(Lio/quillkit/notes/cetp/ToolCall;Ljava/nio/file/Path;)Landroid/os/Bundle;
    .registers 12

    .line 138
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLargeResults(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$TooLarge;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$TooLarge;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 139
    :cond_0
    invoke-static {p2}, Ljava/nio/file/Files;->readAllBytes(Ljava/nio/file/Path;)[B

    move-result-object v3

    .line 140
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v4

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v1, 0x0

    aget-object v5, v4, v1

    const/4 v1, 0x1

    aget-object v6, v4, v1

    .line 141
    new-instance v0, Ljava/lang/Thread;

    new-instance v2, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, v5, v3}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;-><init>(Landroid/os/ParcelFileDescriptor;[B)V

    invoke-direct {v0, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V

    .line 143
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    .line 144
    new-instance v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p2, v3}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda3;-><init>(Ljava/nio/file/Path;[B)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v7

    .line 150
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v7}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v8

    .line 151
    move-object v2, v6

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 152
    return-object v8
.end method

.method public static final fileResult$lambda$0(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 7

    .line 142
    new-instance v1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v1, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    check-cast v1, Ljava/io/Closeable;

    const/4 v2, 0x0

    :try_start_0
    move-object v0, v1

    check-cast v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    move-object v3, v0

    .line 257
    const/4 v4, 0x0

    .line 142
    invoke-virtual {v3, p1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V

    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v1, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v4

    move-object v2, v4

    throw v4
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v4

    invoke-static {v1, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v4

    .line 143
    :goto_0
    return-void
.end method

.method public static final fileResult$lambda$1(Ljava/nio/file/Path;[BLio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 7

    const-string v1, "$this$buildJson"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 145
    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {p2, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 146
    invoke-static {p0}, Lio/quillkit/notes/core/NoteStoreKt;->getMediaType(Ljava/nio/file/Path;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "media_type"

    invoke-virtual {p2, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 147
    array-length v2, p1

    int-to-long v2, v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "size_bytes"

    invoke-virtual {p2, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 148
    sget-object v2, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v2, p1}, Lio/quillkit/notes/platform/Sha256;->sha256([B)Ljava/lang/String;

    move-result-object v2

    const-string v1, "sha256"

    invoke-virtual {p2, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 149
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final listAttachments(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 15

    .line 99
    const-string v1, "note_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "note_id"

    invoke-static {p1, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v4, v0

    .line 100
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v5

    .line 101
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 102
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_1

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0}, Lio/quillkit/notes/core/AttachmentStore;->all()Lkotlin/sequences/Sequence;

    move-result-object v0

    invoke-interface {v0}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :cond_2
    :goto_1
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lio/quillkit/notes/core/Attachment;

    .line 103
    if-eqz v4, :cond_3

    invoke-virtual {v9}, Lio/quillkit/notes/core/Attachment;->getNoteId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 104
    :cond_3
    sget-object v0, Lio/quillkit/notes/core/AttachmentSerializer;->INSTANCE:Lio/quillkit/notes/core/AttachmentSerializer;

    invoke-virtual {v0, v9}, Lio/quillkit/notes/core/AttachmentSerializer;->encode(Lio/quillkit/notes/core/Attachment;)Lorg/json/JSONObject;

    move-result-object v10

    .line 105
    invoke-virtual {v9}, Lio/quillkit/notes/core/Attachment;->getModifiedAt()J

    move-result-wide v2

    sub-long v0, v5, v2

    const-wide/32 v2, 0x5265c00

    div-long v11, v0, v2

    .line 106
    const-wide/16 v0, 0x0

    cmp-long v0, v0, v11

    if-gtz v0, :cond_5

    const-wide/16 v2, 0x16e

    cmp-long v0, v11, v2

    if-gez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_6

    const-string v1, "stale"

    const/4 v2, 0x0

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_3

    .line 107
    :cond_6
    const-string v1, "stale"

    const/4 v2, 0x1

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    :goto_3
    invoke-virtual {v7, v10}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_1

    .line 111
    :cond_7
    new-instance v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, v7}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda0;-><init>(Lorg/json/JSONArray;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final listAttachments$lambda$0(Lorg/json/JSONArray;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 111
    const-string v1, "attachments"

    invoke-virtual {p1, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final purgeAttachments(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 9

    .line 182
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "note_id"

    invoke-static {v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolveName(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v6

    .line 183
    new-instance v2, Lio/quillkit/notes/cetp/Route$ByComponent;

    new-instance v3, Landroid/content/ComponentName;

    const-string v4, "io.quillkit.vault"

    const-string v5, "io.quillkit.vault.ui.ConfirmPurgeActivity"

    invoke-direct {v3, v4, v5}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-direct {v2, v3}, Lio/quillkit/notes/cetp/Route$ByComponent;-><init>(Landroid/content/ComponentName;)V

    check-cast v2, Lio/quillkit/notes/cetp/Route;

    invoke-direct {p0, p1, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->confirm(Lio/quillkit/notes/cetp/ToolCall;Lio/quillkit/notes/cetp/Route;)V

    .line 184
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    if-nez v0, :cond_0

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;

    move-result-object v1

    new-instance v2, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v2, v6}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;-><init>(Ljava/nio/file/Path;)V

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/RequestLedger;->once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final purgeAttachments$lambda$0(Ljava/nio/file/Path;)Lorg/json/JSONObject;
    .registers 8

    .line 185
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {p0, v1}, Ljava/nio/file/Files;->isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {p0}, Ljava/nio/file/Files;->newDirectoryStream(Ljava/nio/file/Path;)Ljava/nio/file/DirectoryStream;

    move-result-object v3

    check-cast v3, Ljava/io/Closeable;

    const/4 v4, 0x0

    :try_start_0
    move-object v0, v3

    check-cast v0, Ljava/nio/file/DirectoryStream;

    move-object v5, v0

    .line 257
    const/4 v6, 0x0

    .line 185
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v5

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v5

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v6

    move-object v4, v6

    throw v6
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v6

    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v6

    :cond_0
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    :goto_0
    move-object v2, v0

    .line 186
    const/4 v3, 0x0

    .line 187
    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_1
    :goto_1
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/nio/file/Path;

    .line 188
    invoke-static {v5}, Ljava/nio/file/Files;->deleteIfExists(Ljava/nio/file/Path;)Z

    move-result v0

    if-eqz v0, :cond_1

    add-int/lit8 v3, v3, 0x1

    goto :goto_1

    .line 190
    :cond_2
    move v4, v3

    .line 191
    new-instance v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v0, v4}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;-><init>(I)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final purgeAttachments$lambda$0$1(ILio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 191
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "removed"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final replaceAttachment(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 10

    .line 169
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "name"

    const/16 v3, 0x64

    invoke-static {v1, v2, v3}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolveName(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v5

    .line 170
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "text"

    const v2, 0x8000

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v6

    .line 171
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v5, v1}, Ljava/nio/file/Files;->isRegularFile(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Missing;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Missing;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 172
    :cond_0
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_1

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-interface {v5}, Ljava/nio/file/Path;->getParent()Ljava/nio/file/Path;

    move-result-object v1

    invoke-interface {v1}, Ljava/nio/file/Path;->getFileName()Ljava/nio/file/Path;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v5}, Lio/quillkit/notes/core/AttachmentStore;->describe(Ljava/lang/String;Ljava/nio/file/Path;)Lio/quillkit/notes/core/Attachment;

    move-result-object v7

    .line 173
    invoke-static {v7}, Lio/quillkit/notes/core/ModelKt;->isText(Lio/quillkit/notes/core/Attachment;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "name"

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 174
    :cond_2
    new-instance v2, Lio/quillkit/notes/cetp/Route$ByAction;

    const-string v4, "io.quillkit.notes.action.APPROVE"

    invoke-direct {v2, v4}, Lio/quillkit/notes/cetp/Route$ByAction;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/quillkit/notes/cetp/Route;

    invoke-direct {p0, p1, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->confirm(Lio/quillkit/notes/cetp/ToolCall;Lio/quillkit/notes/cetp/Route;)V

    .line 175
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;

    move-result-object v1

    new-instance v2, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v2, p0, v5, v6}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda5;-><init>(Lio/quillkit/notes/cetp/AttachmentsToolProvider;Ljava/nio/file/Path;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/RequestLedger;->once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final replaceAttachment$lambda$0(Lio/quillkit/notes/cetp/AttachmentsToolProvider;Ljava/nio/file/Path;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 4

    .line 176
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_0

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1, p2}, Lio/quillkit/notes/core/AttachmentStore;->write(Ljava/nio/file/Path;Ljava/lang/String;)V

    .line 177
    new-instance v0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0, p1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda8;-><init>(Ljava/nio/file/Path;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final replaceAttachment$lambda$0$0(Ljava/nio/file/Path;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 6

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 177
    invoke-static {p0}, Ljava/nio/file/Files;->size(Ljava/nio/file/Path;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "size_bytes"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    .line 211
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    .line 212
    move-object v6, p1

    .line 213
    instance-of v0, v6, Lio/quillkit/notes/cetp/Route$ByAction;

    if-eqz v0, :cond_0

    new-instance v0, Landroid/content/Intent;

    move-object v2, p1

    check-cast v2, Lio/quillkit/notes/cetp/Route$ByAction;

    invoke-virtual {v2}, Lio/quillkit/notes/cetp/Route$ByAction;->getAction()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-class v2, Lio/quillkit/notes/ui/ApproveActivity;

    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v4, v2}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    goto :goto_0

    .line 214
    :cond_0
    instance-of v0, v6, Lio/quillkit/notes/cetp/Route$ByComponent;

    if-eqz v0, :cond_1

    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    move-object v1, p1

    check-cast v1, Lio/quillkit/notes/cetp/Route$ByComponent;

    invoke-virtual {v1}, Lio/quillkit/notes/cetp/Route$ByComponent;->getComponent()Landroid/content/ComponentName;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    goto :goto_0

    .line 212
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object v5, v0

    .line 216
    const-string v1, "io.quillkit.notes.extra.TICKET"

    invoke-virtual {v5, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 217
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v4, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final resolveName(Ljava/lang/String;)Ljava/nio/file/Path;
    .registers 6

    .line 116
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_0

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0}, Ljava/nio/file/Path;->normalize()Ljava/nio/file/Path;

    move-result-object v3

    .line 117
    iget-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    move-object v0, v3

    if-nez v1, :cond_1

    const-string v1, "attachments"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_1
    invoke-virtual {v1}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->startsWith(Ljava/nio/file/Path;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    move-object v0, v3

    if-nez v1, :cond_2

    const-string v1, "attachments"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_2
    invoke-virtual {v1}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    :cond_3
    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "name"

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 118
    :cond_4
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    return-object v3
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 54
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v7, v0

    .line 55
    invoke-static {}, Lio/quillkit/notes/cetp/ProtocolKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->METHOD_NOT_FOUND:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "Unknown method."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_1
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->callers:Lio/quillkit/notes/cetp/CallerCheck;

    if-nez v0, :cond_2

    const-string v0, "callers"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0, v6}, Lio/quillkit/notes/cetp/CallerCheck;->verify(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    .line 57
    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "This app is not an approved assistant."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_3
    move-object v8, v0

    .line 58
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->sessions:Lio/quillkit/notes/cetp/SessionBook;

    if-nez v0, :cond_4

    const-string v0, "sessions"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {v0, v6, v7}, Lio/quillkit/notes/cetp/SessionBook;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_5
    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v9

    .line 60
    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_8

    move-object v0, v9

    check-cast v0, Ljava/lang/CharSequence;

    move-object v10, v0

    if-eqz v10, :cond_6

    invoke-static {v10}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_7

    :cond_6
    const/4 v0, 0x1

    goto :goto_0

    :cond_7
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_8

    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_9

    .line 61
    :cond_8
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "protocol_version 2, request_id and deadline_at_ms are required."

    invoke-static {v9, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_9
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->sessions:Lio/quillkit/notes/cetp/SessionBook;

    if-nez v0, :cond_a

    const-string v0, "sessions"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_a
    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v6}, Lio/quillkit/notes/cetp/SessionBook;->byToken(Ljava/lang/String;I)Lio/quillkit/notes/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_b

    .line 64
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "The session is missing or expired; negotiate again."

    invoke-static {v9, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_b
    move-object v10, v0

    .line 65
    move-object v11, p1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_d

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_e

    goto :goto_1

    .line 66
    :cond_c
    sget-object v1, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v9, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 67
    :cond_d
    sget-object v2, Lio/quillkit/notes/cetp/AttachmentTools;->Companion:Lio/quillkit/notes/cetp/AttachmentTools$Companion;

    invoke-virtual {v2}, Lio/quillkit/notes/cetp/AttachmentTools$Companion;->getALL()Ljava/util/List;

    move-result-object v2

    const-string v1, "attachments-4"

    invoke-static {v1, v2}, Lio/quillkit/notes/cetp/DescriptorsKt;->toolListJson(Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v9, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 68
    :cond_e
    move-object v0, p0

    move v1, v6

    move-object v2, v8

    move-object v3, v9

    move-object v4, v10

    move-object v5, v7

    invoke-direct/range {v0 .. v5}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->execute(ILjava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 69
    :goto_1
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "Quill runs its tools synchronously; there are no operations."

    invoke-static {v9, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 65
    :goto_2
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 235
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 231
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 233
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 11

    .line 42
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v8

    .line 43
    new-instance v9, Lio/quillkit/notes/platform/AndroidStorage;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-string v3, "notes"

    invoke-direct {v9, v8, v3}, Lio/quillkit/notes/platform/AndroidStorage;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 44
    new-instance v1, Lio/quillkit/notes/core/AttachmentStore;

    move-object v3, v9

    check-cast v3, Lio/quillkit/notes/core/PlatformStorage;

    iget-object v4, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-direct {v1, v3, v4}, Lio/quillkit/notes/core/AttachmentStore;-><init>(Lio/quillkit/notes/core/PlatformStorage;Lio/quillkit/notes/core/PlatformClock;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    .line 45
    new-instance v1, Lio/quillkit/notes/cetp/SessionBook;

    const-string v5, "large_results"

    invoke-static {v5}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    iget-object v6, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    sget-object v7, Lio/quillkit/notes/platform/SecureTokens;->INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

    check-cast v7, Lio/quillkit/notes/core/PlatformRandom;

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    const-string v2, "io.quillkit.notes.attachments"

    const-string v3, "Quill Attachments"

    invoke-direct/range {v1 .. v6}, Lio/quillkit/notes/cetp/SessionBook;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;Lio/quillkit/notes/core/PlatformClock;Lio/quillkit/notes/core/PlatformRandom;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->sessions:Lio/quillkit/notes/cetp/SessionBook;

    .line 46
    new-instance v1, Lio/quillkit/notes/cetp/RequestLedger;

    invoke-virtual {v9}, Lio/quillkit/notes/platform/AndroidStorage;->getRoot()Ljava/nio/file/Path;

    move-result-object v3

    const-string v4, "ledger-attachments"

    invoke-interface {v3, v4}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v3

    const-string v5, "resolve(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v5, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    check-cast v5, Lio/quillkit/notes/core/PlatformDigest;

    const-string v4, "io.quillkit.notes.attachments"

    invoke-direct {v1, v3, v4, v5}, Lio/quillkit/notes/cetp/RequestLedger;-><init>(Ljava/nio/file/Path;Ljava/lang/String;Lio/quillkit/notes/core/PlatformDigest;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    .line 47
    new-instance v1, Lio/quillkit/notes/cetp/CallerCheck;

    invoke-virtual {v8}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v5, "getPackageManager(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v3}, Lio/quillkit/notes/cetp/CallerCheck;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->callers:Lio/quillkit/notes/cetp/CallerCheck;

    .line 48
    new-instance v1, Lio/quillkit/notes/cetp/Grants;

    move-object v3, v9

    check-cast v3, Lio/quillkit/notes/core/PlatformStorage;

    invoke-direct {v1, v3}, Lio/quillkit/notes/cetp/Grants;-><init>(Lio/quillkit/notes/core/PlatformStorage;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->grants:Lio/quillkit/notes/cetp/Grants;

    .line 49
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 222
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 223
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "not available"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 224
    :cond_0
    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    if-nez v0, :cond_1

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    const/4 v2, 0x1

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0}, Ljava/nio/file/Path;->normalize()Ljava/nio/file/Path;

    move-result-object v4

    .line 225
    iget-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachments:Lio/quillkit/notes/core/AttachmentStore;

    move-object v0, v4

    if-nez v1, :cond_2

    const-string v1, "attachments"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_2
    invoke-virtual {v1}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->startsWith(Ljava/nio/file/Path;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v4, v1}, Ljava/nio/file/Files;->isRegularFile(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "not available"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 226
    :cond_4
    invoke-interface {v4}, Ljava/nio/file/Path;->toFile()Ljava/io/File;

    move-result-object v0

    sget-object v1, Lio/quillkit/notes/cetp/Access$Read;->INSTANCE:Lio/quillkit/notes/cetp/Access$Read;

    check-cast v1, Lio/quillkit/notes/cetp/Access;

    invoke-static {v1}, Lio/quillkit/notes/cetp/RoutesKt;->getPfdMode(Lio/quillkit/notes/cetp/Access;)I

    move-result v1

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 229
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 237
    const/4 v0, 0x0

    return v0
.end method
