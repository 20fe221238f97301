.class public final synthetic Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/tidewell/home/InboxWatcher;

.field public final synthetic f$1:Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;


# direct methods
.method public synthetic constructor <init>(Lcom/tidewell/home/InboxWatcher;Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;->f$0:Lcom/tidewell/home/InboxWatcher;

    iput-object p2, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;->f$1:Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;->f$0:Lcom/tidewell/home/InboxWatcher;

    iget-object v1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;->f$1:Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;

    invoke-static {v0, v1}, Lcom/tidewell/home/InboxWatcher$incoming$1;->invokeSuspend$lambda$1(Lcom/tidewell/home/InboxWatcher;Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
