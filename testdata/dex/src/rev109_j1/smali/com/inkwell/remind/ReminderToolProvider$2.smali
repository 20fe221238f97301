.class Lcom/inkwell/remind/ReminderToolProvider$2;
.super Ljava/lang/Object;
.source "ReminderToolProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkwell/remind/ReminderToolProvider;->listReminders(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/remind/ReminderToolProvider;

.field final synthetic val$call:Lcom/inkwell/core/ToolCall;

.field final synthetic val$owner:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/inkwell/remind/ReminderToolProvider;Ljava/lang/String;Lcom/inkwell/core/ToolCall;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 131
    iput-object p1, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    iput-object p2, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->val$owner:Ljava/lang/String;

    iput-object p3, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->val$call:Lcom/inkwell/core/ToolCall;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public call()Landroid/os/Bundle;
    .registers 8

    .line 134
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 135
    :try_start_0
    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-static {v1}, Lcom/inkwell/remind/ReminderToolProvider;->access$100(Lcom/inkwell/remind/ReminderToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT title FROM reminders WHERE owner = ? ORDER BY due_at"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    iget-object v4, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->val$owner:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v4, v3, v5

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_2

    .line 136
    :goto_0
    :try_start_1
    invoke-interface {v1}, Landroid/database/Cursor;->moveToNext()Z

    move-result v2

    if-eqz v2, :cond_0

    .line 137
    invoke-interface {v1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    .line 139
    :cond_0
    if-eqz v1, :cond_1

    :try_start_2
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_2 .. :try_end_2} :catch_2

    .line 143
    :cond_1
    iget-object v1, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->val$call:Lcom/inkwell/core/ToolCall;

    iget-object v1, v1, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"titles\":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "}"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 135
    :catch_1
    move-exception v2

    if-eqz v1, :cond_2

    :try_start_3
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_0

    goto :goto_1

    :catch_0
    move-exception v3

    :try_start_4
    invoke-virtual {v2, v3}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v2
    :try_end_4
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_4 .. :try_end_4} :catch_2

    .line 139
    :catch_2
    move-exception v1

    .line 140
    const-string v2, "InkwellRemind"

    const-string v3, "list failed"

    invoke-static {v2, v3, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 141
    iget-object v2, p0, Lcom/inkwell/remind/ReminderToolProvider$2;->val$call:Lcom/inkwell/core/ToolCall;

    iget-object v2, v2, Lcom/inkwell/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v3, "UNAVAILABLE"

    const-string v4, "reminders are not available right now"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 131
    invoke-virtual {p0}, Lcom/inkwell/remind/ReminderToolProvider$2;->call()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
