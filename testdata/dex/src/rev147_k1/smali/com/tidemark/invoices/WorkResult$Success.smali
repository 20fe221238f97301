.class public final Lcom/tidemark/invoices/WorkResult$Success;
.super Ljava/lang/Object;
.source "Worker.kt"

# interfaces
.implements Lcom/tidemark/invoices/WorkResult;


# instance fields
.field private final event:Lcom/tidemark/invoices/Event;

.field private final resultPath:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/tidemark/invoices/Event;Ljava/lang/String;)V
    .registers 4

    const-string v0, "event"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resultPath"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/WorkResult$Success;->event:Lcom/tidemark/invoices/Event;

    iput-object p2, p0, Lcom/tidemark/invoices/WorkResult$Success;->resultPath:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getEvent()Lcom/tidemark/invoices/Event;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/tidemark/invoices/WorkResult$Success;->event:Lcom/tidemark/invoices/Event;

    return-object v0
.end method

.method public final getResultPath()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/tidemark/invoices/WorkResult$Success;->resultPath:Ljava/lang/String;

    return-object v0
.end method
