.class public final synthetic Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Landroid/app/PendingIntent;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;->f$1:Landroid/app/PendingIntent;

    iput-object p3, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;->f$1:Landroid/app/PendingIntent;

    iget-object v2, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    check-cast p1, Landroid/os/Bundle;

    invoke-static {v0, v1, v2, p1}, Lcom/parcelnest/app/RepliesKt;->needsUser$lambda$0(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/Bundle;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
