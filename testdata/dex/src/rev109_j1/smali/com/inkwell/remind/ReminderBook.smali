.class final Lcom/inkwell/remind/ReminderBook;
.super Ljava/lang/Object;
.source "ReminderBook.java"

# interfaces
.implements Lcom/inkwell/remind/ReminderService;


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/inkwell/remind/ReminderBook;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 14
    return-void
.end method


# virtual methods
.method public cancel(Lcom/inkwell/core/ToolCall;J)Landroid/os/Bundle;
    .registers 10

    .line 24
    iget-object v0, p0, Lcom/inkwell/remind/ReminderBook;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "reminders"

    const-string v2, "id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {p2, p3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x0

    aput-object v4, v3, v5

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    .line 25
    iget-object v1, p1, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"cancelled\":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "}"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public clearAll(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .registers 6

    .line 30
    iget-object v0, p0, Lcom/inkwell/remind/ReminderBook;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "reminders"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    .line 31
    iget-object v1, p1, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"cleared\":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "}"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public snooze(Lcom/inkwell/core/ToolCall;JI)Landroid/os/Bundle;
    .registers 12

    .line 18
    iget-object v0, p0, Lcom/inkwell/remind/ReminderBook;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE reminders SET due_at = due_at + ? WHERE id = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    int-to-long v3, p4

    const-wide/32 v5, 0xea60

    mul-long/2addr v3, v5

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 19
    iget-object v0, p1, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "{\"snoozed\":true}"

    invoke-static {v0, v1}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
