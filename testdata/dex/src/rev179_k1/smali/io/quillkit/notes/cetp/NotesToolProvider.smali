.class public final Lio/quillkit/notes/cetp/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.kt"


# static fields
.field public static final APPROVE_CLASS:Ljava/lang/String; = "io.quillkit.notes.ui.ApproveActivity"

.field private static final Companion:Lio/quillkit/notes/cetp/NotesToolProvider$Companion;

.field private static final INFO:Lorg/json/JSONObject;

.field public static final PROVIDER_ID:Ljava/lang/String; = "io.quillkit.notes"

.field public static final STALE_DAYS:J = 0xb4L

.field public static final TAG:Ljava/lang/String; = "QuillNotesTools"


# instance fields
.field private callers:Lio/quillkit/notes/cetp/CallerCheck;

.field private final clock:Lio/quillkit/notes/core/PlatformClock;

.field private grants:Lio/quillkit/notes/cetp/Grants;

.field private ledger:Lio/quillkit/notes/cetp/RequestLedger;

.field private sessions:Lio/quillkit/notes/cetp/SessionBook;

.field private store:Lio/quillkit/notes/core/NoteStore;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/NotesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/cetp/NotesToolProvider;->Companion:Lio/quillkit/notes/cetp/NotesToolProvider$Companion;

    .line 223
    sget-object v3, Lio/quillkit/notes/cetp/NoteTools;->Companion:Lio/quillkit/notes/cetp/NoteTools$Companion;

    invoke-virtual {v3}, Lio/quillkit/notes/cetp/NoteTools$Companion;->getSCOPES()Ljava/util/List;

    move-result-object v3

    const-string v0, "io.quillkit.notes"

    const-string v1, "Quill Notes"

    const-string v2, "Read and organise your Quill notes."

    invoke-static {v0, v1, v2, v3}, Lio/quillkit/notes/cetp/DescriptorsKt;->providerInfoJson(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/NotesToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 28
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 29
    sget-object v0, Lio/quillkit/notes/platform/SystemClock;->INSTANCE:Lio/quillkit/notes/platform/SystemClock;

    check-cast v0, Lio/quillkit/notes/core/PlatformClock;

    iput-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    .line 28
    return-void
.end method

.method public static final synthetic access$getINFO$cp()Lorg/json/JSONObject;
    .registers 1

    .line 28
    sget-object v0, Lio/quillkit/notes/cetp/NotesToolProvider;->INFO:Lorg/json/JSONObject;

    return-object v0
.end method

.method private final clearArchive(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 8

    .line 132
    new-instance v2, Lio/quillkit/notes/cetp/Route$ByComponent;

    new-instance v3, Landroid/content/ComponentName;

    invoke-virtual {p0}, Lio/quillkit/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v4

    const-string v5, "io.quillkit.notes.ui.ApproveActivity"

    invoke-direct {v3, v4, v5}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-direct {v2, v3}, Lio/quillkit/notes/cetp/Route$ByComponent;-><init>(Landroid/content/ComponentName;)V

    check-cast v2, Lio/quillkit/notes/cetp/Route;

    invoke-direct {p0, p1, v2}, Lio/quillkit/notes/cetp/NotesToolProvider;->confirm(Lio/quillkit/notes/cetp/ToolCall;Lio/quillkit/notes/cetp/Route;)V

    .line 133
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    if-nez v0, :cond_0

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;

    move-result-object v1

    new-instance v2, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;-><init>(Lio/quillkit/notes/cetp/NotesToolProvider;)V

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/RequestLedger;->once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final clearArchive$lambda$0(Lio/quillkit/notes/cetp/NotesToolProvider;)Lorg/json/JSONObject;
    .registers 5

    .line 134
    const/4 v1, 0x0

    .line 135
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lio/quillkit/notes/core/NoteStore;->all()Lkotlin/sequences/Sequence;

    move-result-object v0

    invoke-interface {v0}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :cond_1
    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lio/quillkit/notes/core/Note;

    .line 136
    invoke-virtual {v3}, Lio/quillkit/notes/core/Note;->getArchived()Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_2

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0, v3}, Lio/quillkit/notes/core/NoteStore;->delete(Lio/quillkit/notes/core/Note;)Z

    move-result v0

    if-eqz v0, :cond_1

    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 138
    :cond_3
    move v2, v1

    .line 139
    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda9;-><init>(I)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final clearArchive$lambda$0$0(ILio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 139
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "removed"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final confirm(Lio/quillkit/notes/cetp/ToolCall;Lio/quillkit/notes/cetp/Route;)V
    .registers 14

    .line 174
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLate(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Late;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Late;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 175
    :cond_0
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v7

    .line 176
    if-nez v7, :cond_1

    .line 177
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

    const-string v2, "io.quillkit.notes"

    invoke-virtual/range {v0 .. v5}, Lio/quillkit/notes/cetp/ConfirmationDesk;->park(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Pair;

    move-result-object v8

    invoke-virtual {v8}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Ljava/lang/String;

    invoke-virtual {v8}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Ljava/lang/String;

    .line 178
    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;

    invoke-direct {p0, p2, v10}, Lio/quillkit/notes/cetp/NotesToolProvider;->resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-direct {v0, v2, v9}, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 180
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

    const-string v3, "io.quillkit.notes"

    invoke-virtual/range {v0 .. v6}, Lio/quillkit/notes/cetp/ConfirmationDesk;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v8

    .line 181
    if-nez v8, :cond_2

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$BadResume;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$BadResume;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 182
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

    .line 183
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

    .line 180
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 185
    :cond_5
    return-void
.end method

.method private final createNote(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 8

    .line 110
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "book"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "book"

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const-string v0, "inbox"

    :goto_0
    move-object v3, v0

    .line 111
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    const/16 v2, 0xc8

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    .line 112
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "body"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 113
    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x4e20

    if-le v0, v1, :cond_1

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "body"

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 114
    :cond_1
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLate(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Late;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Late;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 115
    :cond_2
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;

    move-result-object v1

    new-instance v2, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v3, v4, v5, p0}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/NotesToolProvider;)V

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/RequestLedger;->once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final createNote$lambda$0(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/NotesToolProvider;)Lorg/json/JSONObject;
    .registers 13

    .line 116
    new-instance v0, Lio/quillkit/notes/core/Note;

    sget-object v2, Lio/quillkit/notes/platform/SecureTokens;->INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

    const/16 v3, 0xc

    invoke-virtual {v2, v3}, Lio/quillkit/notes/platform/SecureTokens;->token(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    iget-object v6, p3, Lio/quillkit/notes/cetp/NotesToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v6}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v6

    move-object v1, v2

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    move-wide v5, v6

    const/4 v7, 0x0

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/core/Note;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)V

    move-object v8, v0

    .line 117
    iget-object v0, p3, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, v8}, Lio/quillkit/notes/core/NoteStore;->save(Lio/quillkit/notes/core/Note;)Lio/quillkit/notes/core/Note;

    .line 118
    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v0, v8}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda7;-><init>(Lio/quillkit/notes/core/Note;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final createNote$lambda$0$0(Lio/quillkit/notes/core/Note;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 118
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "note_id"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final deleteNote(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 7

    .line 123
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "note_id"

    invoke-static {v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quillkit/notes/core/NoteStore;->find(Ljava/lang/String;)Lio/quillkit/notes/core/Note;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$Missing;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$Missing;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_1
    move-object v4, v0

    .line 124
    new-instance v2, Lio/quillkit/notes/cetp/Route$ByAction;

    const-string v3, "io.quillkit.notes.action.APPROVE"

    invoke-direct {v2, v3}, Lio/quillkit/notes/cetp/Route$ByAction;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/quillkit/notes/cetp/Route;

    invoke-direct {p0, p1, v2}, Lio/quillkit/notes/cetp/NotesToolProvider;->confirm(Lio/quillkit/notes/cetp/ToolCall;Lio/quillkit/notes/cetp/Route;)V

    .line 125
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    if-nez v0, :cond_2

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;

    move-result-object v1

    new-instance v2, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0, v4}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;-><init>(Lio/quillkit/notes/cetp/NotesToolProvider;Lio/quillkit/notes/core/Note;)V

    invoke-virtual {v0, v1, v2}, Lio/quillkit/notes/cetp/RequestLedger;->once(Lio/quillkit/notes/cetp/LedgerKey;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final deleteNote$lambda$0(Lio/quillkit/notes/cetp/NotesToolProvider;Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;
    .registers 4

    .line 126
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1}, Lio/quillkit/notes/core/NoteStore;->delete(Lio/quillkit/notes/core/Note;)Z

    move-result v1

    .line 127
    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0, v1}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;-><init>(Z)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final deleteNote$lambda$0$0(ZLio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 127
    invoke-static {p0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "deleted"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final execute(ILjava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/Session;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 24

    .line 70
    sget-object v0, Lio/quillkit/notes/cetp/NoteTools;->Companion:Lio/quillkit/notes/cetp/NoteTools$Companion;

    move-object/from16 v1, p5

    invoke-static {v1}, Lio/quillkit/notes/cetp/ProtocolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quillkit/notes/cetp/NoteTools$Companion;->byName(Ljava/lang/String;)Lio/quillkit/notes/cetp/ToolSpec;

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

    .line 72
    :try_start_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/NotesToolProvider;->grants:Lio/quillkit/notes/cetp/Grants;

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

    .line 73
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

    .line 74
    :cond_3
    move-object/from16 v0, p5

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->getArgsText(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v13

    .line 75
    invoke-static {v13}, Lio/quillkit/notes/cetp/ProtocolKt;->decodeArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v14

    .line 76
    sget-object v0, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/quillkit/notes/platform/Sha256;->sha256([B)Ljava/lang/String;

    move-result-object v15

    .line 77
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

    .line 78
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

    .line 79
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

    const-string v1, "list_notes"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    :sswitch_1
    move-object/from16 v0, v17

    const-string v1, "create_note"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_1

    :sswitch_2
    move-object/from16 v0, v17

    const-string v1, "delete_note"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    :sswitch_3
    move-object/from16 v0, v17

    const-string v1, "clear_archive"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_1

    .line 80
    :cond_5
    move-object/from16 v1, p0

    invoke-direct {v1, v14}, Lio/quillkit/notes/cetp/NotesToolProvider;->listNotes(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 81
    :cond_6
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lio/quillkit/notes/cetp/NotesToolProvider;->createNote(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 82
    :cond_7
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lio/quillkit/notes/cetp/NotesToolProvider;->deleteNote(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 83
    :cond_8
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lio/quillkit/notes/cetp/NotesToolProvider;->clearArchive(Lio/quillkit/notes/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 84
    :goto_1
    move-object/from16 v0, p0

    move-object/from16 v1, v16

    invoke-direct {v0, v1}, Lio/quillkit/notes/cetp/NotesToolProvider;->exportNotebook(Lio/quillkit/notes/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    :goto_2
    move-object v12, v0
    :try_end_0
    .catch Lio/quillkit/notes/cetp/ToolException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    goto :goto_3

    .line 86
    :catch_0
    move-exception v13

    .line 87
    invoke-virtual {v13}, Lio/quillkit/notes/cetp/ToolException;->getFailure()Lio/quillkit/notes/cetp/ToolFailure;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->toBundle(Lio/quillkit/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    goto :goto_3

    .line 88
    :catch_1
    move-exception v13

    .line 89
    move-object v2, v13

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "QuillNotesTools"

    const-string v1, "notes tool failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 90
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->INTERNAL_ERROR:Lio/quillkit/notes/cetp/ErrorCode;

    move-object/from16 v0, p3

    const-string v2, "Quill could not complete this request."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    .line 71
    :goto_3
    return-object v12

    :sswitch_data_0
    .sparse-switch
        -0x42e049fa -> :sswitch_2
        -0x1d6dfaab -> :sswitch_1
        0x29e5f3e0 -> :sswitch_0
        0x301da0d0 -> :sswitch_3
    .end sparse-switch
.end method

.method private final exportNotebook(Lio/quillkit/notes/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 11

    .line 144
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lio/quillkit/notes/core/NoteStore;->getBooks()Ljava/nio/file/Path;

    move-result-object v0

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "notebook"

    const/16 v3, 0x40

    invoke-static {v1, v2, v3}, Lio/quillkit/notes/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v4

    .line 145
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 146
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_1

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v4}, Lio/quillkit/notes/core/NoteStore;->notesIn(Ljava/nio/file/Path;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lio/quillkit/notes/core/Note;

    sget-object v1, Lio/quillkit/notes/core/NoteSerializer;->INSTANCE:Lio/quillkit/notes/core/NoteSerializer;

    invoke-virtual {v1, v7}, Lio/quillkit/notes/core/NoteSerializer;->encode(Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 147
    :cond_2
    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, v5}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;-><init>(Lorg/json/JSONArray;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v6

    .line 148
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v8, v0

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v8, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v7, v0

    .line 149
    array-length v8, v7

    .line 150
    const/4 v0, 0x0

    if-gt v0, v8, :cond_4

    const v1, 0x40001

    if-ge v8, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v6}, Lio/quillkit/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 151
    :cond_5
    invoke-static {p1}, Lio/quillkit/notes/cetp/CallsKt;->getLargeResults(Lio/quillkit/notes/cetp/ToolCall;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1, v7}, Lio/quillkit/notes/cetp/NotesToolProvider;->piped(Ljava/lang/String;[B)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    :cond_6
    sget-object v0, Lio/quillkit/notes/cetp/ToolFailure$TooLarge;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$TooLarge;

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 149
    :goto_2
    return-object v0
.end method

.method public static final exportNotebook$lambda$0(Lorg/json/JSONArray;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 147
    const-string v1, "notes"

    invoke-virtual {p1, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final listNotes(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 22

    .line 95
    move-object/from16 v0, p1

    const-string v1, "include_archived"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v11

    .line 96
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/NotesToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v0}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v12

    .line 97
    new-instance v14, Lorg/json/JSONArray;

    invoke-direct {v14}, Lorg/json/JSONArray;-><init>()V

    .line 98
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lio/quillkit/notes/core/NoteStore;->all()Lkotlin/sequences/Sequence;

    move-result-object v0

    invoke-interface {v0}, Lkotlin/sequences/Sequence;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :cond_1
    :goto_0
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Lio/quillkit/notes/core/Note;

    .line 99
    move-object/from16 v0, v16

    invoke-static {v0, v12, v13}, Lio/quillkit/notes/core/ModelKt;->ageDays(Lio/quillkit/notes/core/Note;J)J

    move-result-wide v18

    .line 100
    const-wide/16 v0, 0x0

    cmp-long v0, v0, v18

    if-gtz v0, :cond_3

    const-wide/16 v2, 0xb5

    cmp-long v0, v18, v2

    if-gez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_4

    move-object/from16 v0, v16

    goto :goto_2

    .line 101
    :cond_4
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lio/quillkit/notes/core/Note;->getArchived()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v16

    goto :goto_2

    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_6

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    move-object/from16 v1, v16

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const-wide/16 v6, 0x0

    const/4 v8, 0x1

    const/16 v9, 0x1f

    const/4 v10, 0x0

    invoke-static/range {v1 .. v10}, Lio/quillkit/notes/core/Note;->copy$default(Lio/quillkit/notes/core/Note;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZILjava/lang/Object;)Lio/quillkit/notes/core/Note;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quillkit/notes/core/NoteStore;->save(Lio/quillkit/notes/core/Note;)Lio/quillkit/notes/core/Note;

    move-result-object v0

    .line 99
    :goto_2
    move-object/from16 v17, v0

    .line 103
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lio/quillkit/notes/core/Note;->getArchived()Z

    move-result v0

    if-eqz v0, :cond_7

    if-eqz v11, :cond_1

    .line 104
    :cond_7
    sget-object v1, Lio/quillkit/notes/core/NoteSerializer;->INSTANCE:Lio/quillkit/notes/core/NoteSerializer;

    move-object/from16 v2, v17

    invoke-virtual {v1, v2}, Lio/quillkit/notes/core/NoteSerializer;->encode(Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v14, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 106
    :cond_8
    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, v14}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;-><init>(Lorg/json/JSONArray;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final listNotes$lambda$0(Lorg/json/JSONArray;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 106
    const-string v1, "notes"

    invoke-virtual {p1, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final piped(Ljava/lang/String;[B)Landroid/os/Bundle;
    .registers 11

    .line 157
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v3

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v1, 0x0

    aget-object v4, v3, v1

    const/4 v1, 0x1

    aget-object v5, v3, v1

    .line 158
    new-instance v0, Ljava/lang/Thread;

    new-instance v2, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v2, v5, p2}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda5;-><init>(Landroid/os/ParcelFileDescriptor;[B)V

    invoke-direct {v0, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V

    .line 160
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    .line 161
    new-instance v0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0, p2}, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda6;-><init>([B)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v6

    .line 167
    invoke-static {p1, v6}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v7

    .line 168
    move-object v2, v4

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 169
    return-object v7
.end method

.method public static final piped$lambda$0(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 7

    .line 159
    new-instance v1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v1, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    check-cast v1, Ljava/io/Closeable;

    const/4 v2, 0x0

    :try_start_0
    move-object v0, v1

    check-cast v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    move-object v3, v0

    .line 227
    const/4 v4, 0x0

    .line 159
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

    .line 160
    :goto_0
    return-void
.end method

.method public static final piped$lambda$1([BLio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 6

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 162
    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 163
    const-string v1, "media_type"

    const-string v2, "application/json"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 164
    array-length v2, p0

    int-to-long v2, v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "size_bytes"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 165
    sget-object v2, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    invoke-virtual {v2, p0}, Lio/quillkit/notes/platform/Sha256;->sha256([B)Ljava/lang/String;

    move-result-object v2

    const-string v1, "sha256"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 166
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    .line 188
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    .line 189
    move-object v6, p1

    .line 190
    instance-of v0, v6, Lio/quillkit/notes/cetp/Route$ByAction;

    if-eqz v0, :cond_0

    new-instance v0, Landroid/content/Intent;

    move-object v2, p1

    check-cast v2, Lio/quillkit/notes/cetp/Route$ByAction;

    invoke-virtual {v2}, Lio/quillkit/notes/cetp/Route$ByAction;->getAction()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {v4}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    goto :goto_0

    .line 191
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

    .line 189
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object v5, v0

    .line 193
    const-string v1, "io.quillkit.notes.extra.TICKET"

    invoke-virtual {v5, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 194
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v4, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 49
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v7, v0

    .line 50
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

    .line 51
    :cond_1
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->callers:Lio/quillkit/notes/cetp/CallerCheck;

    if-nez v0, :cond_2

    const-string v0, "callers"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0, v6}, Lio/quillkit/notes/cetp/CallerCheck;->verify(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    .line 52
    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "This app is not an approved assistant."

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_3
    move-object v8, v0

    .line 53
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->sessions:Lio/quillkit/notes/cetp/SessionBook;

    if-nez v0, :cond_4

    const-string v0, "sessions"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {v0, v6, v7}, Lio/quillkit/notes/cetp/SessionBook;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_5
    invoke-static {v7}, Lio/quillkit/notes/cetp/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v9

    .line 55
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

    .line 56
    :cond_8
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "protocol_version 2, request_id and deadline_at_ms are required."

    invoke-static {v9, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_9
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->sessions:Lio/quillkit/notes/cetp/SessionBook;

    if-nez v0, :cond_a

    const-string v0, "sessions"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_a
    invoke-virtual {v0, v6}, Lio/quillkit/notes/cetp/SessionBook;->latestFor(I)Lio/quillkit/notes/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_b

    .line 60
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "No session is open; negotiate first."

    invoke-static {v9, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_b
    move-object v10, v0

    .line 61
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

    .line 62
    :cond_c
    sget-object v1, Lio/quillkit/notes/cetp/NotesToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v9, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 63
    :cond_d
    sget-object v2, Lio/quillkit/notes/cetp/NoteTools;->Companion:Lio/quillkit/notes/cetp/NoteTools$Companion;

    invoke-virtual {v2}, Lio/quillkit/notes/cetp/NoteTools$Companion;->getALL()Ljava/util/List;

    move-result-object v2

    const-string v1, "notes-7"

    invoke-static {v1, v2}, Lio/quillkit/notes/cetp/DescriptorsKt;->toolListJson(Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v9, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 64
    :cond_e
    move-object v0, p0

    move v1, v6

    move-object v2, v8

    move-object v3, v9

    move-object v4, v10

    move-object v5, v7

    invoke-direct/range {v0 .. v5}, Lio/quillkit/notes/cetp/NotesToolProvider;->execute(ILjava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 65
    :goto_1
    sget-object v1, Lio/quillkit/notes/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v2, "Quill runs its tools synchronously; there are no operations."

    invoke-static {v9, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 61
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

    .line 213
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    const-string v0, "application/json"

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 211
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 11

    .line 37
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v8

    .line 38
    new-instance v9, Lio/quillkit/notes/platform/AndroidStorage;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-string v3, "notes"

    invoke-direct {v9, v8, v3}, Lio/quillkit/notes/platform/AndroidStorage;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 39
    new-instance v1, Lio/quillkit/notes/core/NoteStore;

    move-object v3, v9

    check-cast v3, Lio/quillkit/notes/core/PlatformStorage;

    invoke-direct {v1, v3}, Lio/quillkit/notes/core/NoteStore;-><init>(Lio/quillkit/notes/core/PlatformStorage;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    .line 40
    new-instance v1, Lio/quillkit/notes/cetp/SessionBook;

    const-string v5, "large_results"

    invoke-static {v5}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    iget-object v6, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->clock:Lio/quillkit/notes/core/PlatformClock;

    sget-object v7, Lio/quillkit/notes/platform/SecureTokens;->INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

    check-cast v7, Lio/quillkit/notes/core/PlatformRandom;

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    const-string v2, "io.quillkit.notes"

    const-string v3, "Quill Notes"

    invoke-direct/range {v1 .. v6}, Lio/quillkit/notes/cetp/SessionBook;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;Lio/quillkit/notes/core/PlatformClock;Lio/quillkit/notes/core/PlatformRandom;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->sessions:Lio/quillkit/notes/cetp/SessionBook;

    .line 41
    new-instance v1, Lio/quillkit/notes/cetp/RequestLedger;

    invoke-virtual {v9}, Lio/quillkit/notes/platform/AndroidStorage;->getRoot()Ljava/nio/file/Path;

    move-result-object v3

    const-string v4, "ledger"

    invoke-interface {v3, v4}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;

    move-result-object v3

    const-string v5, "resolve(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v5, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    check-cast v5, Lio/quillkit/notes/core/PlatformDigest;

    const-string v4, "io.quillkit.notes"

    invoke-direct {v1, v3, v4, v5}, Lio/quillkit/notes/cetp/RequestLedger;-><init>(Ljava/nio/file/Path;Ljava/lang/String;Lio/quillkit/notes/core/PlatformDigest;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->ledger:Lio/quillkit/notes/cetp/RequestLedger;

    .line 42
    new-instance v1, Lio/quillkit/notes/cetp/CallerCheck;

    invoke-virtual {v8}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v5, "getPackageManager(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v3}, Lio/quillkit/notes/cetp/CallerCheck;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->callers:Lio/quillkit/notes/cetp/CallerCheck;

    .line 43
    new-instance v1, Lio/quillkit/notes/cetp/Grants;

    move-object v3, v9

    check-cast v3, Lio/quillkit/notes/core/PlatformStorage;

    invoke-direct {v1, v3}, Lio/quillkit/notes/cetp/Grants;-><init>(Lio/quillkit/notes/core/PlatformStorage;)V

    iput-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->grants:Lio/quillkit/notes/cetp/Grants;

    .line 44
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 199
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->callers:Lio/quillkit/notes/cetp/CallerCheck;

    if-nez v0, :cond_0

    const-string v0, "callers"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lio/quillkit/notes/cetp/CallerCheck;->verify(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "not available"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 200
    :cond_1
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "not available"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    move-object v3, v0

    .line 201
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_3

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v0, v3}, Lio/quillkit/notes/core/NoteStore;->find(Ljava/lang/String;)Lio/quillkit/notes/core/Note;

    move-result-object v0

    if-nez v0, :cond_4

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "not available"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_4
    move-object v4, v0

    .line 202
    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    if-nez v0, :cond_5

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {v0, v4}, Lio/quillkit/notes/core/NoteStore;->pathOf(Lio/quillkit/notes/core/Note;)Ljava/nio/file/Path;

    move-result-object v0

    invoke-interface {v0}, Ljava/nio/file/Path;->normalize()Ljava/nio/file/Path;

    move-result-object v5

    .line 203
    iget-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider;->store:Lio/quillkit/notes/core/NoteStore;

    move-object v0, v5

    if-nez v1, :cond_6

    const-string v1, "store"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_6
    invoke-virtual {v1}, Lio/quillkit/notes/core/NoteStore;->getBooks()Ljava/nio/file/Path;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/nio/file/Path;->startsWith(Ljava/nio/file/Path;)Z

    move-result v0

    if-nez v0, :cond_7

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "not available"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 204
    :cond_7
    invoke-interface {v5}, Ljava/nio/file/Path;->toFile()Ljava/io/File;

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

    .line 207
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 215
    const/4 v0, 0x0

    return v0
.end method
