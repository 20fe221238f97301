.class public final synthetic Lcom/wrenfield/notes/notes/CreateNoteTool$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/wrenfield/notes/notes/CreateNoteTool;


# direct methods
.method public synthetic constructor <init>(Lcom/wrenfield/notes/notes/CreateNoteTool;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$$ExternalSyntheticLambda0;->f$0:Lcom/wrenfield/notes/notes/CreateNoteTool;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$$ExternalSyntheticLambda0;->f$0:Lcom/wrenfield/notes/notes/CreateNoteTool;

    check-cast p1, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    invoke-virtual {v0, p1}, Lcom/wrenfield/notes/notes/CreateNoteTool;->placed(Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method
