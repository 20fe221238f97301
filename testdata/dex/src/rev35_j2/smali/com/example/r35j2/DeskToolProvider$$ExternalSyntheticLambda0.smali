.class public final synthetic Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/example/r35j2/DeskToolProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r35j2/DeskToolProvider;Ljava/lang/String;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j2/DeskToolProvider;

    iput-object p2, p0, Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 2

    iget-object v0, p0, Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j2/DeskToolProvider;

    iget-object v1, p0, Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/example/r35j2/DeskToolProvider;->b(Ljava/lang/String;)V

    return-void
.end method
