.class public final synthetic Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/tidemark/invoices/ToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tidemark/invoices/ToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidemark/invoices/ToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/tidemark/invoices/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidemark/invoices/ToolProvider;

    invoke-static {v0}, Lcom/tidemark/invoices/ToolProvider;->repo_delegate$lambda$0(Lcom/tidemark/invoices/ToolProvider;)Lcom/tidemark/invoices/Repository;

    move-result-object v0

    return-object v0
.end method
