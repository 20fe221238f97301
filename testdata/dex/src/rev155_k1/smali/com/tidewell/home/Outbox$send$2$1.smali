.class final Lcom/tidewell/home/Outbox$send$2$1;
.super Ljava/lang/Object;
.source "Outbox.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field final synthetic $ref:Ljava/lang/String;

.field final synthetic this$0:Lcom/tidewell/home/Outbox;


# direct methods
.method constructor <init>(Lcom/tidewell/home/Outbox;Ljava/lang/String;)V
    .registers 3

    iput-object p1, p0, Lcom/tidewell/home/Outbox$send$2$1;->this$0:Lcom/tidewell/home/Outbox;

    iput-object p2, p0, Lcom/tidewell/home/Outbox$send$2$1;->$ref:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 24
    move-object v1, p1

    check-cast v1, Ljava/lang/Throwable;

    invoke-virtual {p0, v1}, Lcom/tidewell/home/Outbox$send$2$1;->invoke(Ljava/lang/Throwable;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public final invoke(Ljava/lang/Throwable;)V
    .registers 4

    .line 24
    iget-object v0, p0, Lcom/tidewell/home/Outbox$send$2$1;->this$0:Lcom/tidewell/home/Outbox;

    invoke-static {v0}, Lcom/tidewell/home/Outbox;->access$getWaiting$p(Lcom/tidewell/home/Outbox;)Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    iget-object v1, p0, Lcom/tidewell/home/Outbox$send$2$1;->$ref:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    return-void
.end method
