.class public final synthetic Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:I

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:J

.field public final synthetic f$3:Ljava/lang/String;

.field public final synthetic f$4:Ljava/lang/String;

.field public final synthetic f$5:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$0:I

    iput-object p2, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    iput-wide p3, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$2:J

    iput-object p5, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$3:Ljava/lang/String;

    iput-object p6, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$4:Ljava/lang/String;

    iput-object p7, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$5:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 8

    iget v0, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$0:I

    iget-object v1, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    iget-wide v2, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$2:J

    iget-object v4, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$3:Ljava/lang/String;

    iget-object v5, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$4:Ljava/lang/String;

    iget-object v6, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda3;->f$5:Ljava/lang/String;

    invoke-static/range {v0 .. v6}, Lcom/scanbox/docs/DocsToolProvider;->lambda$execute$3(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/scanbox/cetp/Invocation;

    move-result-object v0

    return-object v0
.end method
