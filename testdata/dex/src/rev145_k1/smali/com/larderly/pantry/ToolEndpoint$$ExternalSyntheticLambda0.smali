.class public final synthetic Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/larderly/pantry/ToolEndpoint;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/pantry/ToolEndpoint;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/pantry/ToolEndpoint;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/larderly/pantry/ToolEndpoint$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/pantry/ToolEndpoint;

    invoke-static {v0}, Lcom/larderly/pantry/ToolEndpoint;->dao_delegate$lambda$0(Lcom/larderly/pantry/ToolEndpoint;)Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    return-object v0
.end method
