.class public final Lnet/switchyard/hub/ContactsModule;
.super Ljava/lang/Object;
.source "ContactsModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule;


# static fields
.field public static final Companion:Lnet/switchyard/hub/ContactsModule$Companion;

.field private static final MAX_RESULTS:I = 0x14

.field private static final moduleId:Ljava/lang/String;


# instance fields
.field private final resolver:Landroid/content/ContentResolver;

.field private final tools:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/switchyard/hub/ContactsModule$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/switchyard/hub/ContactsModule$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/ContactsModule;->Companion:Lnet/switchyard/hub/ContactsModule$Companion;

    .line 37
    const-string v0, "contacts"

    sput-object v0, Lnet/switchyard/hub/ContactsModule;->moduleId:Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/content/ContentResolver;)V
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "resolver"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/ContactsModule;->resolver:Landroid/content/ContentResolver;

    .line 12
    new-instance v1, Lnet/switchyard/hub/ToolSpec;

    .line 16
    const-string v9, "contacts.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 17
    const/4 v10, 0x1

    new-array v15, v10, [Lkotlin/Pair;

    const-string v12, "name"

    const-string v13, "string"

    invoke-static {v12, v13}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v12

    const/4 v11, 0x0

    aput-object v12, v15, v11

    const-string v11, "name"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    invoke-static {v15, v11}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v10

    .line 18
    const/4 v11, 0x1

    new-array v15, v11, [Lkotlin/Pair;

    const-string v13, "contacts"

    const-string v14, "array"

    invoke-static {v13, v14}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v13

    const/4 v12, 0x0

    aput-object v13, v15, v12

    const-string v12, "contacts"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    invoke-static {v15, v12}, Lnet/switchyard/hub/ToolModuleKt;->schema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v11

    .line 12
    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    const-string v2, "find_contact"

    const-string v3, "Find a contact"

    const-string v4, "Finds contacts whose name contains the given text and returns their phone numbers."

    const-string v5, "read"

    const-string v6, "moderate"

    const-string v7, "never"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x600

    const/4 v14, 0x0

    invoke-direct/range {v1 .. v14}, Lnet/switchyard/hub/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 11
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lnet/switchyard/hub/ContactsModule;->tools:Ljava/util/List;

    .line 10
    return-void
.end method

.method public static final synthetic access$getModuleId$cp()Ljava/lang/String;
    .registers 1

    .line 10
    sget-object v0, Lnet/switchyard/hub/ContactsModule;->moduleId:Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public bridge callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 4

    .line 10
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 3

    .line 10
    invoke-super {p0, p1}, Lnet/switchyard/hub/ToolModule;->confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v0

    return-object v0
.end method

.method public execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "spec"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "env"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lnet/switchyard/hub/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    .line 24
    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v10

    const/4 v0, 0x2

    if-gt v0, v10, :cond_1

    const/16 v1, 0x41

    if-ge v10, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    const-string v0, "INVALID_ARGS"

    const-string v1, "name must hold 2 to 64 characters."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lnet/switchyard/hub/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0

    .line 25
    :cond_2
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 26
    move-object/from16 v0, p0

    iget-object v0, v0, Lnet/switchyard/hub/ContactsModule;->resolver:Landroid/content/ContentResolver;

    sget-object v1, Landroid/provider/ContactsContract$CommonDataKinds$Phone;->CONTENT_URI:Landroid/net/Uri;

    const/4 v2, 0x2

    new-array v12, v2, [Ljava/lang/String;

    const-string v4, "display_name"

    const/4 v3, 0x0

    aput-object v4, v12, v3

    const-string v4, "data1"

    const/4 v3, 0x1

    aput-object v4, v12, v3

    .line 27
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v12

    move-object v12, v4

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "%"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, "%"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v12, v5

    .line 26
    move-object v4, v12

    const-string v3, "display_name LIKE ?"

    const-string v5, "display_name"

    invoke-virtual/range {v0 .. v5}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 27
    if-eqz v11, :cond_4

    .line 26
    move-object v0, v11

    check-cast v0, Ljava/io/Closeable;

    move-object v12, v0

    .line 27
    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    const/4 v15, 0x0

    .line 28
    :goto_1
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/16 v1, 0x14

    if-ge v0, v1, :cond_3

    .line 29
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v14, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "number"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_1

    .line 31
    :cond_3
    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 27
    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    .line 32
    :cond_4
    :goto_2
    new-instance v0, Lnet/switchyard/hub/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "contacts"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 11
    iget-object v0, p0, Lnet/switchyard/hub/ContactsModule;->tools:Ljava/util/List;

    return-object v0
.end method

.method public bridge skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 10
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

.method public bridge summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 4

    .line 10
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 10
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method
