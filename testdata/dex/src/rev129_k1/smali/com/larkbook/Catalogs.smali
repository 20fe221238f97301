.class public final Lcom/larkbook/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# static fields
.field public static final INSTANCE:Lcom/larkbook/Catalogs;
.field private static final calendar:Lcom/larkbook/Catalog;
.field private static final people:Lcom/larkbook/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/Catalogs;
    invoke-direct {v0}, Lcom/larkbook/Catalogs;-><init>()V
    sput-object v0, Lcom/larkbook/Catalogs;->INSTANCE:Lcom/larkbook/Catalogs;
    .line 107
    sget-object v1, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda7;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda7;
    const-string v0, "com.larkbook.calendar"
    invoke-static {v0, v1}, Lcom/larkbook/CatalogsKt;->catalog(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/larkbook/Catalog;
    move-result-object v0
    sput-object v0, Lcom/larkbook/Catalogs;->calendar:Lcom/larkbook/Catalog;
    .line 146
    sget-object v1, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda8;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda8;
    const-string v0, "com.larkbook.people"
    invoke-static {v0, v1}, Lcom/larkbook/CatalogsKt;->catalog(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/larkbook/Catalog;
    move-result-object v0
    sput-object v0, Lcom/larkbook/Catalogs;->people:Lcom/larkbook/Catalog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 106
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final calendar$lambda$0(Lcom/larkbook/CatalogSpec;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$catalog"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const-string v1, "Larkbook Calendar"
    invoke-virtual {p0, v1}, Lcom/larkbook/CatalogSpec;->setName(Ljava/lang/String;)V
    .line 109
    const-string v1, "Read and plan the events of the user's Larkbook calendar"
    invoke-virtual {p0, v1}, Lcom/larkbook/CatalogSpec;->setDescription(Ljava/lang/String;)V
    .line 110
    const-string v1, "calendar-7"
    invoke-virtual {p0, v1}, Lcom/larkbook/CatalogSpec;->setRevision(Ljava/lang/String;)V
    .line 111
    const-string v1, "calendar.read"
    const-string v2, "See your calendar"
    const-string v3, "read"
    invoke-virtual {p0, v1, v2, v3}, Lcom/larkbook/CatalogSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 112
    const-string v1, "calendar.write"
    const-string v2, "Add and cancel events"
    const-string v3, "write"
    invoke-virtual {p0, v1, v2, v3}, Lcom/larkbook/CatalogSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 113
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda0;
    const-string v1, "list_events"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 120
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda1;
    const-string v1, "create_event"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 132
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda2;
    const-string v1, "cancel_event"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 144
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final calendar$lambda$0$0(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    const-string v1, "List events"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 115
    const-string v1, "Events of today, this month or this year, in start order"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 116
    const-string v1, "{\"type\":\"object\",\"properties\":{\"range\":{\"enum\":[\"today\",\"month\",\"year\"]}},\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 117
    const-string v1, "{\"type\":\"object\",\"properties\":{\"events\":{\"type\":\"array\"}},\"required\":[\"events\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 118
    const-string v1, "calendar.read"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 119
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final calendar$lambda$0$1(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 121
    const-string v1, "Create event"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 122
    const-string v1, "Add an event to the user's calendar"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 123
    const-string v1, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"maxLength\":120},\"day\":{\"type\":\"string\",\"format\":\"date\"},\"start\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\",\"minimum\":5,\"maximum\":720}},\"required\":[\"title\",\"day\",\"start\"],\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 126
    const-string v1, "{\"type\":\"object\",\"properties\":{\"event_id\":{\"type\":\"string\"}},\"required\":[\"event_id\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 127
    const-string v1, "calendar.write"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 128
    const-string v1, "create"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setEffect(Ljava/lang/String;)V
    .line 129
    const-string v1, "moderate"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setRisk(Ljava/lang/String;)V
    .line 130
    const-string v1, "provider_policy"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setConfirmation(Ljava/lang/String;)V
    .line 131
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final calendar$lambda$0$2(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 133
    const-string v1, "Cancel event"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 134
    const-string v1, "Cancel an event; its attendees are told"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 135
    const-string v1, "{\"type\":\"object\",\"properties\":{\"event_id\":{\"type\":\"string\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"event_id\"],\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 137
    const-string v1, "{\"type\":\"object\",\"properties\":{\"event_id\":{\"type\":\"string\"},\"cancelled\":{\"type\":\"boolean\"}},\"required\":[\"event_id\",\"cancelled\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 138
    const-string v1, "calendar.write"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 139
    const-string v1, "delete"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setEffect(Ljava/lang/String;)V
    .line 140
    const-string v1, "high"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setRisk(Ljava/lang/String;)V
    .line 141
    const/4 v1, 0x1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDestructive(Z)V
    .line 142
    const-string v1, "always"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setConfirmation(Ljava/lang/String;)V
    .line 143
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final people$lambda$0(Lcom/larkbook/CatalogSpec;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$catalog"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 147
    const-string v1, "Larkbook People"
    invoke-virtual {p0, v1}, Lcom/larkbook/CatalogSpec;->setName(Ljava/lang/String;)V
    .line 148
    const-string v1, "Find, tidy and remove the user's Larkbook contacts"
    invoke-virtual {p0, v1}, Lcom/larkbook/CatalogSpec;->setDescription(Ljava/lang/String;)V
    .line 149
    const-string v1, "people-4"
    invoke-virtual {p0, v1}, Lcom/larkbook/CatalogSpec;->setRevision(Ljava/lang/String;)V
    .line 150
    const-string v1, "contacts.read"
    const-string v2, "See your contacts"
    const-string v3, "read"
    invoke-virtual {p0, v1, v2, v3}, Lcom/larkbook/CatalogSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 151
    const-string v1, "contacts.write"
    const-string v2, "Merge and delete contacts"
    const-string v3, "write"
    invoke-virtual {p0, v1, v2, v3}, Lcom/larkbook/CatalogSpec;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 152
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda3;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda3;
    const-string v1, "list_contacts"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 159
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda4;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda4;
    const-string v1, "search_contacts"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 166
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda5;
    const-string v1, "merge_contacts"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 177
    sget-object v2, Lcom/larkbook/Catalogs$$ExternalSyntheticLambda6;->INSTANCE:Lcom/larkbook/Catalogs$$ExternalSyntheticLambda6;
    const-string v1, "delete_contact"
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/CatalogSpec;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .line 189
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final people$lambda$0$0(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 153
    const-string v1, "List contacts"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 154
    const-string v1, "Contacts in name order"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 155
    const-string v1, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 156
    const-string v1, "{\"type\":\"object\",\"properties\":{\"contacts\":{\"type\":\"array\"}},\"required\":[\"contacts\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 157
    const-string v1, "contacts.read"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 158
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final people$lambda$0$1(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 160
    const-string v1, "Search contacts"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 161
    const-string v1, "Contacts whose name starts with the given text"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 162
    const-string v1, "{\"type\":\"object\",\"properties\":{\"prefix\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40}},\"required\":[\"prefix\"],\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 163
    const-string v1, "{\"type\":\"object\",\"properties\":{\"contacts\":{\"type\":\"array\"}},\"required\":[\"contacts\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 164
    const-string v1, "contacts.read"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 165
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final people$lambda$0$2(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 167
    const-string v1, "Merge contacts"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 168
    const-string v1, "Fold one contact card into another and remove it"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 169
    const-string v1, "{\"type\":\"object\",\"properties\":{\"keep_id\":{\"type\":\"string\"},\"drop_id\":{\"type\":\"string\"}},\"required\":[\"keep_id\",\"drop_id\"],\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 170
    const-string v1, "{\"type\":\"object\",\"properties\":{\"contact_id\":{\"type\":\"string\"}},\"required\":[\"contact_id\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 171
    const-string v1, "contacts.write"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 172
    const-string v1, "update"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setEffect(Ljava/lang/String;)V
    .line 173
    const-string v1, "high"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setRisk(Ljava/lang/String;)V
    .line 174
    const/4 v1, 0x1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDestructive(Z)V
    .line 175
    const-string v1, "always"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setConfirmation(Ljava/lang/String;)V
    .line 176
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final people$lambda$0$3(Lcom/larkbook/ToolSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$tool"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 178
    const-string v1, "Delete contact"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setTitle(Ljava/lang/String;)V
    .line 179
    const-string v1, "Remove a contact card"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDescription(Ljava/lang/String;)V
    .line 180
    const-string v1, "{\"type\":\"object\",\"properties\":{\"contact_id\":{\"type\":\"string\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"contact_id\"],\"additionalProperties\":false}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setInput(Ljava/lang/String;)V
    .line 182
    const-string v1, "{\"type\":\"object\",\"properties\":{\"contact_id\":{\"type\":\"string\"},\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"contact_id\",\"deleted\"]}"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setOutput(Ljava/lang/String;)V
    .line 183
    const-string v1, "contacts.write"
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setScopes(Ljava/util/List;)V
    .line 184
    const-string v1, "delete"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setEffect(Ljava/lang/String;)V
    .line 185
    const-string v1, "high"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setRisk(Ljava/lang/String;)V
    .line 186
    const/4 v1, 0x1
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setDestructive(Z)V
    .line 187
    const-string v1, "always"
    invoke-virtual {p0, v1}, Lcom/larkbook/ToolSpec;->setConfirmation(Ljava/lang/String;)V
    .line 188
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


# virtual methods
.method public final getCalendar()Lcom/larkbook/Catalog;
    .registers 2
    .line 107
    sget-object v0, Lcom/larkbook/Catalogs;->calendar:Lcom/larkbook/Catalog;
    return-object v0
.end method

.method public final getPeople()Lcom/larkbook/Catalog;
    .registers 2
    .line 146
    sget-object v0, Lcom/larkbook/Catalogs;->people:Lcom/larkbook/Catalog;
    return-object v0
.end method
