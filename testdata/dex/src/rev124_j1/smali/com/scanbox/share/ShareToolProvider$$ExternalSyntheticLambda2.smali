.class public final synthetic Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:J

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Ljava/lang/String;

.field public final synthetic f$4:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iput-wide p2, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$1:J

    iput-object p4, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    iput-object p5, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$3:Ljava/lang/String;

    iput-object p6, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$4:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 7

    iget-object v0, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iget-wide v1, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$1:J

    iget-object v3, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    iget-object v4, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$3:Ljava/lang/String;

    iget-object v5, p0, Lcom/scanbox/share/ShareToolProvider$$ExternalSyntheticLambda2;->f$4:Ljava/lang/String;

    invoke-static/range {v0 .. v5}, Lcom/scanbox/share/ShareToolProvider;->lambda$execute$2(Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/scanbox/cetp/Invocation;

    move-result-object v0

    return-object v0
.end method
