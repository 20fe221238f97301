.class public final Lcom/example/r30p2/CalendarProvider;
.super Lcom/example/r30p2/ToolProviderBase;
.source "CalendarProvider.java"


# static fields
.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"cal-3\",\"tools\":[{\"name\":\"add_event\"},{\"name\":\"delete_event\"}]}"


# instance fields
.field private final confirmations:Lcom/example/r30p2/Confirmations;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Lcom/example/r30p2/ToolProviderBase;-><init>()V

    .line 9
    new-instance v0, Lcom/example/r30p2/Confirmations;

    invoke-direct {v0}, Lcom/example/r30p2/Confirmations;-><init>()V

    iput-object v0, p0, Lcom/example/r30p2/CalendarProvider;->confirmations:Lcom/example/r30p2/Confirmations;

    return-void
.end method


# virtual methods
.method protected execute(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 18
    invoke-virtual {p0}, Lcom/example/r30p2/CalendarProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "calendar.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 19
    const-string v1, "add_event"

    invoke-virtual {v1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    const-string v4, "events"

    if-eqz v1, :cond_0

    .line 20
    new-instance p1, Landroid/content/ContentValues;

    invoke-direct {p1}, Landroid/content/ContentValues;-><init>()V

    .line 21
    const-string p2, "json"

    invoke-virtual {p1, p2, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 22
    invoke-virtual {v0, v4, v3, p1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide p1

    new-instance p3, Ljava/lang/StringBuilder;

    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V

    const-string p4, "{\"id\":"

    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 24
    :cond_0
    const-string v1, "delete_event"

    invoke-virtual {v1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_3

    .line 25
    const-string p2, "resume_token"

    invoke-virtual {p4, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 26
    if-nez p2, :cond_1

    .line 27
    invoke-virtual {p0}, Lcom/example/r30p2/CalendarProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    iget-object p4, p0, Lcom/example/r30p2/CalendarProvider;->confirmations:Lcom/example/r30p2/Confirmations;

    invoke-virtual {p4, p1, p3}, Lcom/example/r30p2/Confirmations;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r30p2/Replies;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 29
    :cond_1
    iget-object p4, p0, Lcom/example/r30p2/CalendarProvider;->confirmations:Lcom/example/r30p2/Confirmations;

    invoke-virtual {p4, p2, p1, p3}, Lcom/example/r30p2/Confirmations;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_2

    .line 30
    const-string p1, "INVALID_REQUEST"

    const-string p2, "confirmation expired"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 32
    :cond_2
    const/4 p1, 0x1

    new-array p1, p1, [Ljava/lang/String;

    aput-object p3, p1, v2

    const-string p2, "id = ?"

    invoke-virtual {v0, v4, p2, p1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 33
    const-string p1, "{}"

    invoke-static {p1}, Lcom/example/r30p2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 35
    :cond_3
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r30p2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 13
    const-string v0, "{\"revision\":\"cal-3\",\"tools\":[{\"name\":\"add_event\"},{\"name\":\"delete_event\"}]}"

    return-object v0
.end method
