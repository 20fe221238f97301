.class public final Lnet/switchyard/hub/ClipboardModule;
.super Ljava/lang/Object;
.source "ClipboardModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule;


# static fields
.field public static final Companion:Lnet/switchyard/hub/ClipboardModule$Companion;

.field private static final MAX_TEXT:I = 0xfa0

.field private static final moduleId:Ljava/lang/String;


# instance fields
.field private final clipboard:Landroid/content/ClipboardManager;

.field private final tools:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/switchyard/hub/ClipboardModule$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/switchyard/hub/ClipboardModule$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/ClipboardModule;->Companion:Lnet/switchyard/hub/ClipboardModule$Companion;

    .line 70
    const-string v0, "clipboard"

    sput-object v0, Lnet/switchyard/hub/ClipboardModule;->moduleId:Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/content/ClipboardManager;)V
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "clipboard"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/ClipboardModule;->clipboard:Landroid/content/ClipboardManager;

    .line 11
    const/4 v1, 0x3

    new-array v1, v1, [Lnet/switchyard/hub/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 15
    const-string v11, "clipboard.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    const/4 v12, 0x0

    new-array v12, v12, [Lkotlin/Pair;

    .line 16
    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lnet/switchyard/hub/ToolModuleKt;->schema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "text"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v14, "text"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 11
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "read_clipboard"

    const-string v5, "Read the clipboard"

    const-string v6, "Returns the text on the clipboard."

    const-string v7, "read"

    const-string v8, "moderate"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x0

    aput-object v3, v17, v2

    .line 18
    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 22
    const-string v11, "clipboard.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 23
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "text"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v13, "text"

    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v13

    move-object/from16 v12, v18

    invoke-static {v12, v13}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v12

    .line 24
    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "copied"

    const-string v16, "boolean"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v14, "copied"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 18
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "copy_text"

    const-string v5, "Copy text"

    const-string v6, "Puts text on the clipboard."

    const-string v7, "update"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 26
    new-instance v3, Lnet/switchyard/hub/ToolSpec;

    .line 30
    const-string v11, "clipboard.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 31
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "user_confirmed"

    const-string v15, "boolean"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lnet/switchyard/hub/ToolModuleKt;->schema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    .line 32
    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "cleared"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v14, "cleared"

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v14

    move-object/from16 v13, v18

    invoke-static {v13, v14}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v13

    .line 26
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "clear_clipboard"

    const-string v5, "Clear the clipboard"

    const-string v6, "Empties the clipboard and deletes the text this assistant copied before."

    const-string v7, "delete"

    const-string v8, "low"

    const-string v9, "always"

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x400

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x2

    aput-object v3, v17, v2

    .line 10
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/ClipboardModule;->tools:Ljava/util/List;

    .line 9
    return-void
.end method

.method public static final synthetic access$getModuleId$cp()Ljava/lang/String;
    .registers 1

    .line 9
    sget-object v0, Lnet/switchyard/hub/ClipboardModule;->moduleId:Ljava/lang/String;

    return-object v0
.end method

.method private final clear(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 9

    .line 63
    iget-object v0, p0, Lnet/switchyard/hub/ClipboardModule;->clipboard:Landroid/content/ClipboardManager;

    invoke-virtual {v0}, Landroid/content/ClipboardManager;->clearPrimaryClip()V

    .line 64
    invoke-virtual {p2}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/HubStore;->clearClips(I)I

    move-result v5

    .line 65
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "cleared"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method private final copy(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 9

    .line 55
    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "text"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 56
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v5

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xfa0

    if-le v0, v1, :cond_2

    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "text must hold 1 to 4000 characters."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 57
    :cond_2
    iget-object v0, p0, Lnet/switchyard/hub/ClipboardModule;->clipboard:Landroid/content/ClipboardManager;

    const-string v1, "Switchyard"

    check-cast v1, Ljava/lang/CharSequence;

    move-object v2, v5

    check-cast v2, Ljava/lang/CharSequence;

    invoke-static {v1, v2}, Landroid/content/ClipData;->newPlainText(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Landroid/content/ClipData;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/ClipboardManager;->setPrimaryClip(Landroid/content/ClipData;)V

    .line 58
    invoke-virtual {p2}, Lnet/switchyard/hub/HostEnv;->getStore()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v0, v1, v5}, Lnet/switchyard/hub/HubStore;->addClip(ILjava/lang/String;)V

    .line 59
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "copied"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method private final read()Lnet/switchyard/hub/Outcome;
    .registers 8

    .line 49
    iget-object v0, p0, Lnet/switchyard/hub/ClipboardModule;->clipboard:Landroid/content/ClipboardManager;

    invoke-virtual {v0}, Landroid/content/ClipboardManager;->getPrimaryClip()Landroid/content/ClipData;

    move-result-object v5

    .line 50
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Landroid/content/ClipData;->getItemCount()I

    move-result v0

    if-lez v0, :cond_1

    const/4 v1, 0x0

    invoke-virtual {v5, v1}, Landroid/content/ClipData;->getItemAt(I)Landroid/content/ClipData$Item;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/ClipData$Item;->getText()Ljava/lang/CharSequence;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v6, v0

    .line 51
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v6

    const-string v3, "text"

    if-nez v6, :cond_2

    const-string v4, ""

    :cond_2
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method


# virtual methods
.method public bridge callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 4

    .line 9
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 3

    .line 9
    invoke-super {p0, p1}, Lnet/switchyard/hub/ToolModule;->confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v0

    return-object v0
.end method

.method public execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "env"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "clear_clipboard"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_1
    const-string v1, "copy_text"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_2
    const-string v1, "read_clipboard"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 42
    invoke-direct {p0}, Lnet/switchyard/hub/ClipboardModule;->read()Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_1

    .line 43
    :cond_0
    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/ClipboardModule;->copy(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_1

    .line 44
    :cond_1
    invoke-direct {p0, p1, p3}, Lnet/switchyard/hub/ClipboardModule;->clear(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    goto :goto_1

    .line 45
    :cond_2
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    .line 46
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x5cdf2ddc -> :sswitch_0
        0x9f7ae2d -> :sswitch_2
        0x59beafb7 -> :sswitch_1
    .end sparse-switch
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 10
    iget-object v0, p0, Lnet/switchyard/hub/ClipboardModule;->tools:Ljava/util/List;

    return-object v0
.end method

.method public skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 6

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "clear_clipboard"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public bridge summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 4

    .line 9
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 9
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method
