.class public final Lapp/kestrel/notes/cetp/AddReminderTool;
.super Lapp/kestrel/notes/cetp/BaseTool;
.source "ReminderTools.kt"


# static fields
.field private static final Companion:Lapp/kestrel/notes/cetp/AddReminderTool$Companion;

.field private static final PACKAGE_NAME:Lkotlin/text/Regex;


# instance fields
.field private final store:Lapp/kestrel/notes/data/ReminderStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/cetp/AddReminderTool$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/AddReminderTool$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/AddReminderTool;->Companion:Lapp/kestrel/notes/cetp/AddReminderTool$Companion;

    .line 46
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "^[a-zA-Z][a-zA-Z0-9_]*(\\.[a-zA-Z][a-zA-Z0-9_]*)+$"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/kestrel/notes/cetp/AddReminderTool;->PACKAGE_NAME:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>(Lapp/kestrel/notes/data/ReminderStore;)V
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "store"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    new-instance v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 27
    const-string v3, "add_reminder"

    invoke-static {v3}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 28
    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/String;

    move-object/from16 v18, v6

    const-string v8, "text"

    const/4 v7, 0x0

    aput-object v8, v18, v7

    const-string v8, "due_at"

    const/4 v7, 0x1

    aput-object v8, v18, v7

    move-object/from16 v6, v18

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    const/4 v7, 0x3

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    const-string v9, "text"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v9, "due_at"

    const-string v10, "{\"type\":\"integer\",\"minimum\":0}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    const-string v9, "link_package"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v18, v8

    move-object/from16 v7, v18

    invoke-static {v6, v7}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v6

    .line 29
    const-string v8, "reminders.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    new-instance v9, Lapp/kestrel/notes/cetp/Annotations;

    const-string v10, "create"

    const-string v11, "moderate"

    const-string v12, "provider_policy"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x38

    const/16 v17, 0x0

    invoke-direct/range {v9 .. v17}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 26
    move-object v2, v3

    move-object v5, v6

    move-object v7, v8

    move-object v8, v9

    const-string v3, "Add reminder"

    const-string v4, "Adds a reminder due at the given time; link_package names an app to open when it fires."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"]}"

    const/4 v9, 0x0

    invoke-direct/range {v1 .. v9}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 25
    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BaseTool;-><init>(Lapp/kestrel/notes/cetp/ToolDescriptor;)V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/AddReminderTool;->store:Lapp/kestrel/notes/data/ReminderStore;

    return-void
.end method

.method public static final synthetic access$getPACKAGE_NAME$cp()Lkotlin/text/Regex;
    .registers 1

    .line 25
    sget-object v0, Lapp/kestrel/notes/cetp/AddReminderTool;->PACKAGE_NAME:Lkotlin/text/Regex;

    return-object v0
.end method


# virtual methods
.method public encode(J)Lorg/json/JSONObject;
    .registers 6

    .line 43
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 5

    .line 25
    move-object v1, p1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J

    move-result-wide v1

    invoke-virtual {p0, v1, v2}, Lapp/kestrel/notes/cetp/AddReminderTool;->encode(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/NewReminder;
    .registers 9

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    const-string v1, "text"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v3

    .line 34
    move-object v0, v3

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

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x1f4

    if-le v0, v1, :cond_2

    :cond_1
    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "text"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 35
    :cond_2
    const-string v1, "due_at"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v4

    .line 36
    const-string v1, "link_package"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Ljava/lang/String;

    .line 37
    if-eqz v6, :cond_3

    sget-object v0, Lapp/kestrel/notes/cetp/AddReminderTool;->PACKAGE_NAME:Lkotlin/text/Regex;

    move-object v1, v6

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_3

    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "link_package"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 38
    :cond_3
    new-instance v0, Lapp/kestrel/notes/cetp/NewReminder;

    invoke-direct {v0, v3, v4, v5, v6}, Lapp/kestrel/notes/cetp/NewReminder;-><init>(Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic parse(Landroid/os/Bundle;)Ljava/lang/Object;
    .registers 3

    .line 25
    invoke-virtual {p0, p1}, Lapp/kestrel/notes/cetp/AddReminderTool;->parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/NewReminder;

    move-result-object v0

    return-object v0
.end method

.method public run(Lapp/kestrel/notes/cetp/NewReminder;)Ljava/lang/Long;
    .registers 7

    const-string v1, "input"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    iget-object v0, p0, Lapp/kestrel/notes/cetp/AddReminderTool;->store:Lapp/kestrel/notes/data/ReminderStore;

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NewReminder;->getText()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NewReminder;->getDueAt()J

    move-result-wide v2

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NewReminder;->getLinkPackage()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/kestrel/notes/data/ReminderStore;->add(Ljava/lang/String;JLjava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic run(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 25
    move-object v1, p1

    check-cast v1, Lapp/kestrel/notes/cetp/NewReminder;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/AddReminderTool;->run(Lapp/kestrel/notes/cetp/NewReminder;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
