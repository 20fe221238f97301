.class public final Lcom/larderly/ConfirmScreens;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field private static final Companion:Lcom/larderly/ConfirmScreens$Companion;
.field public static final QUICK_REVIEW_MAX:I = 0x5


# instance fields
.field private final ctx:Landroid/content/Context;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/ConfirmScreens$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/ConfirmScreens$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/ConfirmScreens;->Companion:Lcom/larderly/ConfirmScreens$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ConfirmScreens;->ctx:Landroid/content/Context;
    return-void
.end method


# virtual methods
.method public final clear(Lcom/larderly/ShoppingList;Lcom/larderly/Ticket;)Landroid/content/Intent;
    .registers 8
    const-string v1, "list"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    new-instance v0, Landroid/content/Intent;
    iget-object v2, p0, Lcom/larderly/ConfirmScreens;->ctx:Landroid/content/Context;
    const-class v3, Lcom/larderly/ConfirmClearActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v0, p2}, Lcom/larderly/PendingKt;->withTicket(Landroid/content/Intent;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v0
    .line 31
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getEntries()I
    move-result v1
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getName()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Clear all "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, " items of \""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"?"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/larderly/PendingKt;->withPrompt(Landroid/content/Intent;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

.method public final order(Lcom/larderly/ShoppingList;Lcom/larderly/ListCommand$Order;Lcom/larderly/Ticket;)Landroid/content/Intent;
    .registers 13
    const-string v1, "list"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "order"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Landroid/content/Intent;
    iget-object v2, p0, Lcom/larderly/ConfirmScreens;->ctx:Landroid/content/Context;
    const-class v3, Lcom/larderly/ReviewOrderActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v0, p3}, Lcom/larderly/PendingKt;->withTicket(Landroid/content/Intent;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v6
    move-object v7, v6
    const/4 v8, 0x0
    .line 20
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getEntries()I
    move-result v1
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2}, Lcom/larderly/ListCommand$Order;->getStorePackage()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Order the "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, " items of \""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\" through "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "?"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/larderly/PendingKt;->withPrompt(Landroid/content/Intent;Ljava/lang/String;)Landroid/content/Intent;
    .line 22
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getEntries()I
    move-result v0
    const/4 v1, 0x5
    if-gt v0, v1, :L103
    .line 23
    const/4 v1, 0x0
    invoke-virtual {v7, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 24
    const-string v1, "com.larderly.action.QUICK_REVIEW"
    invoke-virtual {v7, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    .line 25
    iget-object v1, p0, Lcom/larderly/ConfirmScreens;->ctx:Landroid/content/Context;
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
:L103
    .line 27
    return-object v6
.end method

.method public final share(Lcom/larderly/ShoppingList;Lcom/larderly/ListCommand$Share;Lcom/larderly/Ticket;)Landroid/content/Intent;
    .registers 13
    const-string v1, "list"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "share"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v0, Landroid/content/Intent;
    iget-object v2, p0, Lcom/larderly/ConfirmScreens;->ctx:Landroid/content/Context;
    const-class v3, Lcom/larderly/ConfirmShareActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v0, p3}, Lcom/larderly/PendingKt;->withTicket(Landroid/content/Intent;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v6
    move-object v7, v6
    const/4 v8, 0x0
    .line 13
    invoke-virtual {p2}, Lcom/larderly/ListCommand$Share;->getRequester()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2}, Lcom/larderly/ListCommand$Share;->getRecipient()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " wants to share \""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\" with "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/larderly/PendingKt;->withPrompt(Landroid/content/Intent;Ljava/lang/String;)Landroid/content/Intent;
    .line 15
    invoke-virtual {p1}, Lcom/larderly/ShoppingList;->getShared()Z
    move-result v0
    if-eqz v0, :L93
    new-instance v1, Landroid/content/ComponentName;
    iget-object v3, p0, Lcom/larderly/ConfirmScreens;->ctx:Landroid/content/Context;
    const-class v4, Lcom/larderly/ConfirmReshareActivity;
    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v7, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
:L93
    .line 16
    return-object v6
.end method
