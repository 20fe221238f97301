.class public final Lapp/kestrel/notes/cetp/ReminderToolsKt;
.super Ljava/lang/Object;
.source "ReminderTools.kt"


# static fields
.field private static final BACKUP_ASYNC:Lapp/kestrel/notes/cetp/ToolDescriptor;

.field private static final BACKUP_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"file\",\"count\"]}"

.field private static final BACKUP_SYNC:Lapp/kestrel/notes/cetp/ToolDescriptor;

.field private static final COUNT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

.field private static final ID_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"]}"

.field private static final LIST_REMINDERS:Lapp/kestrel/notes/cetp/ToolDescriptor;

.field public static final REMINDERS_ID:Ljava/lang/String; = "app.kestrel.notes.reminders"

.field private static final REMINDERS_INFO:Lapp/kestrel/notes/cetp/ProviderInfo;

.field private static final SNOOZE_REMINDER:Lapp/kestrel/notes/cetp/ToolDescriptor;


# direct methods
.method static constructor <clinit>()V
    .registers 18

    .line 9
    new-instance v0, Lapp/kestrel/notes/cetp/ProviderInfo;

    .line 12
    const/4 v5, 0x3

    new-array v5, v5, [Lapp/kestrel/notes/cetp/ScopeInfo;

    move-object/from16 v17, v5

    new-instance v7, Lapp/kestrel/notes/cetp/ScopeInfo;

    const-string v8, "reminders.read"

    const-string v9, "Read reminders"

    const-string v10, "Read open reminders and their due times"

    const-string v11, "read"

    const-string v12, "personal"

    invoke-direct/range {v7 .. v12}, Lapp/kestrel/notes/cetp/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v6, 0x0

    aput-object v7, v17, v6

    .line 13
    new-instance v7, Lapp/kestrel/notes/cetp/ScopeInfo;

    const-string v8, "reminders.write"

    const-string v9, "Change reminders"

    const-string v10, "Add, snooze and clear reminders"

    const-string v11, "write"

    const-string v12, "personal"

    invoke-direct/range {v7 .. v12}, Lapp/kestrel/notes/cetp/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v6, 0x1

    aput-object v7, v17, v6

    .line 14
    new-instance v7, Lapp/kestrel/notes/cetp/ScopeInfo;

    const-string v8, "reminders.backup"

    const-string v9, "Back up reminders"

    const-string v10, "Write a backup file of all reminders"

    const-string v11, "write"

    const-string v12, "personal"

    invoke-direct/range {v7 .. v12}, Lapp/kestrel/notes/cetp/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v6, 0x2

    aput-object v7, v17, v6

    .line 11
    move-object/from16 v5, v17

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    .line 9
    const-string v2, "app.kestrel.notes.reminders"

    const-string v3, "Kestrel Reminders"

    const-string v4, "Reminders kept in Kestrel, with backups to the app\'s storage."

    invoke-direct {v0, v2, v3, v4, v5}, Lapp/kestrel/notes/cetp/ProviderInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V

    sput-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->REMINDERS_INFO:Lapp/kestrel/notes/cetp/ProviderInfo;

    .line 69
    new-instance v0, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 70
    const-string v2, "list_reminders"

    invoke-static {v2}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 71
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v5

    const/4 v6, 0x1

    new-array v6, v6, [Lkotlin/Pair;

    move-object/from16 v17, v6

    const-string v8, "limit"

    const-string v9, "{\"type\":\"integer\",\"minimum\":0}"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v17, v7

    move-object/from16 v6, v17

    invoke-static {v5, v6}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v5

    .line 73
    const-string v7, "reminders.read"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/kestrel/notes/cetp/Annotations;

    const-string v9, "read"

    const-string v10, "low"

    const-string v11, "never"

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x28

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 69
    move-object v1, v2

    move-object v4, v5

    move-object v6, v7

    move-object v7, v8

    const-string v2, "List reminders"

    const-string v3, "Lists open reminders, soonest first."

    const-string v5, "{\"type\":\"object\",\"properties\":{\"reminders\":{\"type\":\"string\"}},\"required\":[\"reminders\"]}"

    const/4 v8, 0x0

    invoke-direct/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->LIST_REMINDERS:Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 76
    new-instance v0, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 77
    const-string v2, "snooze_reminder"

    invoke-static {v2}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 78
    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/String;

    move-object/from16 v17, v5

    const-string v7, "id"

    const/4 v6, 0x0

    aput-object v7, v17, v6

    const-string v7, "minutes"

    const/4 v6, 0x1

    aput-object v7, v17, v6

    move-object/from16 v5, v17

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    const/4 v6, 0x2

    new-array v6, v6, [Lkotlin/Pair;

    move-object/from16 v17, v6

    const-string v8, "id"

    const-string v9, "{\"type\":\"string\",\"pattern\":\"^[0-9]{1,18}$\"}"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v17, v7

    const-string v8, "minutes"

    const-string v9, "{\"type\":\"integer\",\"minimum\":0}"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    const/4 v7, 0x1

    aput-object v8, v17, v7

    move-object/from16 v6, v17

    invoke-static {v5, v6}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "reminders.write"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    .line 79
    new-instance v8, Lapp/kestrel/notes/cetp/Annotations;

    const-string v9, "update"

    const-string v10, "low"

    const-string v11, "never"

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x38

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 76
    move-object v1, v2

    move-object v4, v5

    move-object v6, v7

    move-object v7, v8

    const-string v2, "Snooze reminder"

    const-string v3, "Moves one open reminder later by the given minutes."

    const-string v5, "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

    const/4 v8, 0x0

    invoke-direct/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->SNOOZE_REMINDER:Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 82
    const-string v0, "sync"

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->backupDescriptor(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    sput-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->BACKUP_SYNC:Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 83
    const-string v0, "sync_or_async"

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->backupDescriptor(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    sput-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->BACKUP_ASYNC:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-void
.end method

.method private static final backupDescriptor(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 19

    .line 85
    new-instance v0, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 86
    const-string v2, "backup_reminders"

    invoke-static {v2}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 87
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v5

    const/4 v6, 0x1

    new-array v6, v6, [Lkotlin/Pair;

    move-object/from16 v17, v6

    const-string v8, "include_done"

    const-string v9, "{\"type\":\"boolean\"}"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v17, v7

    move-object/from16 v6, v17

    invoke-static {v5, v6}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "reminders.backup"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    .line 88
    new-instance v8, Lapp/kestrel/notes/cetp/Annotations;

    move-object/from16 v14, p0

    const-string v9, "create"

    const-string v10, "low"

    const-string v11, "never"

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/16 v15, 0x18

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 85
    move-object v1, v2

    move-object v4, v5

    move-object v6, v7

    move-object v7, v8

    const-string v2, "Back up reminders"

    const-string v3, "Writes all reminders to a backup file in Kestrel\'s storage."

    const-string v5, "{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"file\",\"count\"]}"

    const/4 v8, 0x0

    invoke-direct/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 89
    return-object v0
.end method

.method public static final getBACKUP_ASYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 1

    .line 83
    sget-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->BACKUP_ASYNC:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getBACKUP_SYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 1

    .line 82
    sget-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->BACKUP_SYNC:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getLIST_REMINDERS()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 1

    .line 69
    sget-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->LIST_REMINDERS:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getREMINDERS_INFO()Lapp/kestrel/notes/cetp/ProviderInfo;
    .registers 1

    .line 9
    sget-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->REMINDERS_INFO:Lapp/kestrel/notes/cetp/ProviderInfo;

    return-object v0
.end method

.method public static final getSNOOZE_REMINDER()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 1

    .line 76
    sget-object v0, Lapp/kestrel/notes/cetp/ReminderToolsKt;->SNOOZE_REMINDER:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method
