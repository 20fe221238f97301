.class Lcom/inkwell/remind/ReminderToolProvider$1;
.super Ljava/lang/Object;
.source "ReminderToolProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkwell/remind/ReminderToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/remind/ReminderToolProvider;

.field final synthetic val$id:J

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/inkwell/remind/ReminderToolProvider;JI)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 107
    iput-object p1, p0, Lcom/inkwell/remind/ReminderToolProvider$1;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    iput-wide p2, p0, Lcom/inkwell/remind/ReminderToolProvider$1;->val$id:J

    iput p4, p0, Lcom/inkwell/remind/ReminderToolProvider$1;->val$uid:I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 6

    .line 110
    iget-object v0, p0, Lcom/inkwell/remind/ReminderToolProvider$1;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-static {v0}, Lcom/inkwell/remind/ReminderToolProvider;->access$100(Lcom/inkwell/remind/ReminderToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "INSERT INTO history(reminder_id, action, actor_uid) VALUES (?, \'snooze\', ?)"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    iget-wide v3, p0, Lcom/inkwell/remind/ReminderToolProvider$1;->val$id:J

    .line 111
    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    iget v3, p0, Lcom/inkwell/remind/ReminderToolProvider$1;->val$uid:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    .line 110
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 112
    return-void
.end method
