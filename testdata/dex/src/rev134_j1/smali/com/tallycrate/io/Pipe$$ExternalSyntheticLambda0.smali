.class public final synthetic Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tallycrate/io/Pipe;

.field public final synthetic f$1:Lcom/tallycrate/io/Pipe$Body;


# direct methods
.method public synthetic constructor <init>(Lcom/tallycrate/io/Pipe;Lcom/tallycrate/io/Pipe$Body;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;->f$0:Lcom/tallycrate/io/Pipe;

    iput-object p2, p0, Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;->f$1:Lcom/tallycrate/io/Pipe$Body;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;->f$0:Lcom/tallycrate/io/Pipe;

    iget-object v1, p0, Lcom/tallycrate/io/Pipe$$ExternalSyntheticLambda0;->f$1:Lcom/tallycrate/io/Pipe$Body;

    invoke-virtual {v0, v1}, Lcom/tallycrate/io/Pipe;->lambda$feed$0$com-tallycrate-io-Pipe(Lcom/tallycrate/io/Pipe$Body;)V

    return-void
.end method
