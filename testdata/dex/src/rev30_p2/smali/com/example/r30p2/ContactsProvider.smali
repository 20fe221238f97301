.class public final Lcom/example/r30p2/ContactsProvider;
.super Lcom/example/r30p2/StubProvider;
.source "ContactsProvider.java"


# static fields
.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"contacts-7\",\"tools\":[{\"name\":\"add_contact\"},{\"name\":\"merge_contacts\"},{\"name\":\"export_contacts\"}]}"


# instance fields
.field private final exports:Lcom/example/r30p2/PendingExports;

.field private final merges:Lcom/example/r30p2/PendingMerges;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 8
    invoke-direct {p0}, Lcom/example/r30p2/StubProvider;-><init>()V

    .line 10
    new-instance v0, Lcom/example/r30p2/PendingMerges;

    invoke-direct {v0}, Lcom/example/r30p2/PendingMerges;-><init>()V

    iput-object v0, p0, Lcom/example/r30p2/ContactsProvider;->merges:Lcom/example/r30p2/PendingMerges;

    .line 11
    new-instance v0, Lcom/example/r30p2/PendingExports;

    invoke-direct {v0}, Lcom/example/r30p2/PendingExports;-><init>()V

    iput-object v0, p0, Lcom/example/r30p2/ContactsProvider;->exports:Lcom/example/r30p2/PendingExports;

    return-void
.end method

.method private add(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 50
    invoke-static {p1}, Lcom/example/r30p2/Envelope;->expired(Landroid/os/Bundle;)Z

    move-result p1

    if-eqz p1, :cond_0

    .line 51
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 53
    :cond_0
    new-instance p1, Landroid/content/ContentValues;

    invoke-direct {p1}, Landroid/content/ContentValues;-><init>()V

    .line 54
    const-string v0, "json"

    invoke-virtual {p1, v0, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    invoke-direct {p0}, Lcom/example/r30p2/ContactsProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p2

    const-string v0, "contacts"

    const/4 v1, 0x0

    invoke-virtual {p2, v0, v1, p1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 56
    const-string p1, "{}"

    invoke-static {p1}, Lcom/example/r30p2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 5

    .line 46
    invoke-virtual {p0}, Lcom/example/r30p2/ContactsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "contacts.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method private export(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 74
    if-nez p2, :cond_0

    .line 75
    invoke-virtual {p0}, Lcom/example/r30p2/ContactsProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    iget-object v0, p0, Lcom/example/r30p2/ContactsProvider;->exports:Lcom/example/r30p2/PendingExports;

    invoke-virtual {v0, p1}, Lcom/example/r30p2/PendingExports;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r30p2/Replies;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 77
    :cond_0
    iget-object v0, p0, Lcom/example/r30p2/ContactsProvider;->exports:Lcom/example/r30p2/PendingExports;

    invoke-virtual {v0, p2, p1}, Lcom/example/r30p2/PendingExports;->valid(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_1

    .line 78
    const-string p1, "INVALID_REQUEST"

    const-string p2, "confirmation expired"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 80
    :cond_1
    const-string p1, "{\"file\":\"contacts.vcf\"}"

    invoke-static {p1}, Lcom/example/r30p2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private merge(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 60
    if-nez p3, :cond_0

    .line 61
    invoke-virtual {p0}, Lcom/example/r30p2/ContactsProvider;->getContext()Landroid/content/Context;

    move-result-object p3

    iget-object v0, p0, Lcom/example/r30p2/ContactsProvider;->merges:Lcom/example/r30p2/PendingMerges;

    invoke-virtual {v0, p1, p2}, Lcom/example/r30p2/PendingMerges;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p3, p1}, Lcom/example/r30p2/Replies;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 63
    :cond_0
    iget-object p1, p0, Lcom/example/r30p2/ContactsProvider;->merges:Lcom/example/r30p2/PendingMerges;

    invoke-virtual {p1, p3}, Lcom/example/r30p2/PendingMerges;->take(Ljava/lang/String;)Lcom/example/r30p2/Pending;

    move-result-object p1

    .line 64
    if-eqz p1, :cond_2

    iget-object p1, p1, Lcom/example/r30p2/Pending;->args:Ljava/lang/String;

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_1

    goto :goto_0

    .line 67
    :cond_1
    new-instance p1, Landroid/content/ContentValues;

    invoke-direct {p1}, Landroid/content/ContentValues;-><init>()V

    .line 68
    sget-object p3, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    const-string v0, "merged"

    invoke-virtual {p1, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Boolean;)V

    .line 69
    invoke-direct {p0}, Lcom/example/r30p2/ContactsProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p3

    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p2, v0, v1

    const-string p2, "contacts"

    const-string v1, "id = ?"

    invoke-virtual {p3, p2, p1, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 70
    const-string p1, "{}"

    invoke-static {p1}, Lcom/example/r30p2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 65
    :cond_2
    :goto_0
    const-string p1, "INVALID_REQUEST"

    const-string p2, "confirmation expired"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 16
    invoke-virtual {p0}, Lcom/example/r30p2/ContactsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30p2/Callers;->trusted(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 17
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 19
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 20
    invoke-static {p2}, Lcom/example/r30p2/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p2/Replies;->negotiated(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 22
    :cond_1
    if-eqz p3, :cond_8

    const-string v0, "protocol_version"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    goto :goto_0

    .line 25
    :cond_2
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 26
    const-string p1, "{\"revision\":\"contacts-7\",\"tools\":[{\"name\":\"add_contact\"},{\"name\":\"merge_contacts\"},{\"name\":\"export_contacts\"}]}"

    invoke-static {p1}, Lcom/example/r30p2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 28
    :cond_3
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_4

    .line 29
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 31
    :cond_4
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 32
    const-string v0, "args"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 33
    const-string v1, "add_contact"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_5

    .line 34
    invoke-direct {p0, p3, v0}, Lcom/example/r30p2/ContactsProvider;->add(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 36
    :cond_5
    const-string v1, "merge_contacts"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    const-string v2, "resume_token"

    if-eqz v1, :cond_6

    .line 37
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p2, v0, p1}, Lcom/example/r30p2/ContactsProvider;->merge(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 39
    :cond_6
    const-string v0, "export_contacts"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_7

    .line 40
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p2, p1}, Lcom/example/r30p2/ContactsProvider;->export(ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 42
    :cond_7
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 23
    :cond_8
    :goto_0
    const-string p1, "UNSUPPORTED_VERSION"

    const-string p2, "v2 only"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
