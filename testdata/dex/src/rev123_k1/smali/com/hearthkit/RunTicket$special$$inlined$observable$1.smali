.class public final Lcom/hearthkit/RunTicket$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"

# instance fields
.field final synthetic this$0:Lcom/hearthkit/RunTicket;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lcom/hearthkit/RunTicket;)V
    .registers 3
    iput-object p2, p0, Lcom/hearthkit/RunTicket$special$$inlined$observable$1;->this$0:Lcom/hearthkit/RunTicket;
    .line 33
    invoke-direct {p0, p1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 10
    const-string v1, "property"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    move-object v1, p3
    check-cast v1, Ljava/lang/String;
    move-object v3, v1
    move-object v0, p2
    check-cast v0, Ljava/lang/String;
    move-object v4, v0
    const/4 v5, 0x0
    .line 74
    sget-object v0, Lcom/hearthkit/RunTickets;->INSTANCE:Lcom/hearthkit/RunTickets;
    iget-object v2, p0, Lcom/hearthkit/RunTicket$special$$inlined$observable$1;->this$0:Lcom/hearthkit/RunTicket;
    invoke-virtual {v0, v4, v3, v2}, Lcom/hearthkit/RunTickets;->moved(Ljava/lang/String;Ljava/lang/String;Lcom/hearthkit/RunTicket;)V
    .line 34
    return-void
.end method
