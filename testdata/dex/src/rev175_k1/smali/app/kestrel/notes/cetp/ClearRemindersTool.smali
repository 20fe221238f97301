.class public final Lapp/kestrel/notes/cetp/ClearRemindersTool;
.super Lapp/kestrel/notes/cetp/BaseTool;
.source "ReminderTools.kt"


# instance fields
.field private final store:Lapp/kestrel/notes/data/ReminderStore;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/data/ReminderStore;)V
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "store"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    new-instance v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 52
    const-string v3, "clear_reminders"

    invoke-static {v3}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 53
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v6

    const/4 v7, 0x0

    new-array v7, v7, [Lkotlin/Pair;

    invoke-static {v6, v7}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v6

    const-string v8, "reminders.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 54
    new-instance v9, Lapp/kestrel/notes/cetp/Annotations;

    const-string v10, "delete"

    const-string v11, "high"

    const-string v12, "always"

    const/4 v13, 0x1

    const/4 v14, 0x1

    const/4 v15, 0x0

    const/16 v16, 0x20

    const/16 v17, 0x0

    invoke-direct/range {v9 .. v17}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 51
    move-object v2, v3

    move-object v5, v6

    move-object v7, v8

    move-object v8, v9

    const-string v3, "Clear finished reminders"

    const-string v4, "Permanently deletes every reminder marked done."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

    const/4 v9, 0x0

    invoke-direct/range {v1 .. v9}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 50
    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BaseTool;-><init>(Lapp/kestrel/notes/cetp/ToolDescriptor;)V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/ClearRemindersTool;->store:Lapp/kestrel/notes/data/ReminderStore;

    return-void
.end method


# virtual methods
.method public encode(I)Lorg/json/JSONObject;
    .registers 5

    .line 64
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "count"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 4

    .line 50
    move-object v1, p1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/ClearRemindersTool;->encode(I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic parse(Landroid/os/Bundle;)Ljava/lang/Object;
    .registers 3

    .line 50
    invoke-virtual {p0, p1}, Lapp/kestrel/notes/cetp/ClearRemindersTool;->parse(Landroid/os/Bundle;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public parse(Landroid/os/Bundle;)V
    .registers 6

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    invoke-virtual {p1}, Landroid/os/Bundle;->keySet()Ljava/util/Set;

    move-result-object v0

    const-string v2, "keySet(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/lang/Iterable;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    .line 59
    if-eqz v3, :cond_0

    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    invoke-direct {v0, v3}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 60
    :cond_0
    return-void
.end method

.method public run(Lkotlin/Unit;)Ljava/lang/Integer;
    .registers 4

    const-string v1, "input"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ClearRemindersTool;->store:Lapp/kestrel/notes/data/ReminderStore;

    invoke-virtual {v0}, Lapp/kestrel/notes/data/ReminderStore;->clearDone()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic run(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 50
    move-object v1, p1

    check-cast v1, Lkotlin/Unit;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/ClearRemindersTool;->run(Lkotlin/Unit;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
