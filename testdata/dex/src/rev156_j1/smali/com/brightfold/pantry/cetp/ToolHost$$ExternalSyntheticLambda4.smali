.class public final synthetic Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Sessions$Session;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Sessions$Session;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda4;->f$0:Lcom/brightfold/pantry/cetp/Sessions$Session;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda4;->f$0:Lcom/brightfold/pantry/cetp/Sessions$Session;

    check-cast p1, Lcom/brightfold/pantry/cetp/Tool;

    invoke-static {v0, p1}, Lcom/brightfold/pantry/cetp/ToolHost;->lambda$listTools$1(Lcom/brightfold/pantry/cetp/Sessions$Session;Lcom/brightfold/pantry/cetp/Tool;)Z

    move-result v0

    return v0
.end method
