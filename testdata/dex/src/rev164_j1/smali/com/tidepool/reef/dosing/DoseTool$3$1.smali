.class Lcom/tidepool/reef/dosing/DoseTool$3$1;
.super Ljava/lang/Object;
.source "DoseTool.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/dosing/DoseTool$3;->run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Landroid/net/Uri;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/dosing/DoseTool$3;

.field final synthetic val$dueAt:J

.field final synthetic val$resolver:Landroid/content/ContentResolver;

.field final synthetic val$scheduleId:J

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/DoseTool$3;JJILandroid/content/ContentResolver;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 110
    iput-object p1, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->this$0:Lcom/tidepool/reef/dosing/DoseTool$3;

    iput-wide p2, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$scheduleId:J

    iput-wide p4, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$dueAt:J

    iput p6, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$uid:I

    iput-object p7, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$resolver:Landroid/content/ContentResolver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public call()Landroid/net/Uri;
    .registers 6

    .line 113
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 114
    const-string v1, "kind"

    const-string v2, "dose"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 115
    iget-wide v2, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$scheduleId:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "ref_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 116
    iget-wide v2, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$dueAt:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "due_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 117
    iget v2, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "requested_by_uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 118
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DoseTool$3$1;->val$resolver:Landroid/content/ContentResolver;

    sget-object v1, Lcom/tidepool/reef/data/ReminderProvider;->CONTENT_URI:Landroid/net/Uri;

    invoke-virtual {v0, v1, v4}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 110
    invoke-virtual {p0}, Lcom/tidepool/reef/dosing/DoseTool$3$1;->call()Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method
