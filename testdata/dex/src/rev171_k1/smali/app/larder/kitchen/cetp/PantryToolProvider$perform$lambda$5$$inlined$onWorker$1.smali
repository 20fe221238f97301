.class public final Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;
.super Ljava/lang/Object;
.source "Workers.kt"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field final synthetic $spec$inlined:Lapp/larder/kitchen/cetp/ToolSpec;

.field final synthetic $subject$inlined:Ljava/lang/String;

.field final synthetic $uid$inlined:I

.field final synthetic this$0:Lapp/larder/kitchen/cetp/PantryToolProvider;


# direct methods
.method public constructor <init>(Lapp/larder/kitchen/cetp/PantryToolProvider;ILapp/larder/kitchen/cetp/ToolSpec;Ljava/lang/String;)V
    .registers 5

    iput-object p1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

    iput p2, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->$uid$inlined:I

    iput-object p3, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->$spec$inlined:Lapp/larder/kitchen/cetp/ToolSpec;

    iput-object p4, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->$subject$inlined:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 6

    .line 15
    const/4 v4, 0x0

    .line 17
    iget-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->access$getAudit(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/data/AuditLog;

    move-result-object v0

    iget v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->$uid$inlined:I

    iget-object v2, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->$spec$inlined:Lapp/larder/kitchen/cetp/ToolSpec;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    iget-object v3, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;->$subject$inlined:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lapp/larder/kitchen/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 15
    return-object v0
.end method
