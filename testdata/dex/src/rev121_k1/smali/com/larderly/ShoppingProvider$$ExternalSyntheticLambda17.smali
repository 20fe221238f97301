.class public final synthetic Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Landroid/app/PendingIntent;
.field public final synthetic f$1:Lcom/larderly/Ticket;


# direct methods
.method public synthetic constructor <init>(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;->f$0:Landroid/app/PendingIntent;
    iput-object p2, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;->f$1:Lcom/larderly/Ticket;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;->f$0:Landroid/app/PendingIntent;
    iget-object v1, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;->f$1:Lcom/larderly/Ticket;
    check-cast p1, Lcom/larderly/ReplyBuilder;
    invoke-static {v0, v1, p1}, Lcom/larderly/ShoppingProvider;->handle$lambda$7(Landroid/app/PendingIntent;Lcom/larderly/Ticket;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
