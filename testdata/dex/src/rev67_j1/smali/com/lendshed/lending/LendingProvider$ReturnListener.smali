.class Lcom/lendshed/lending/LendingProvider$ReturnListener;
.super Ljava/lang/Object;
.source "LendingProvider.java"

# interfaces
.implements Ljava/util/function/Consumer;

# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lendshed/lending/LendingProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = "ReturnListener"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Consumer<",
        "Ljava/lang/Boolean;",
        ">;"
    }
.end annotation

.field private final item:Ljava/lang/String;

.field final synthetic this$0:Lcom/lendshed/lending/LendingProvider;

.method constructor <init>(Lcom/lendshed/lending/LendingProvider;Ljava/lang/String;)V
    .registers 3
    .line 146
    iput-object p1, p0, Lcom/lendshed/lending/LendingProvider$ReturnListener;->this$0:Lcom/lendshed/lending/LendingProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 147
    iput-object p2, p0, Lcom/lendshed/lending/LendingProvider$ReturnListener;->item:Ljava/lang/String;
    .line 148
    return-void
.end method

.method public accept(Ljava/lang/Boolean;)V
    .registers 5
    .line 152
    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :cond_end
    .line 153
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "returned "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/lendshed/lending/LendingProvider$ReturnListener;->item:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, " to "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/lendshed/lending/LendingProvider$ReturnListener;->this$0:Lcom/lendshed/lending/LendingProvider;
    invoke-virtual {v1}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "LendShed"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 155
    :cond_end
    return-void
.end method

.method public bridge synthetic accept(Ljava/lang/Object;)V
    .registers 2
    .line 143
    check-cast p1, Ljava/lang/Boolean;
    invoke-virtual {p0, p1}, Lcom/lendshed/lending/LendingProvider$ReturnListener;->accept(Ljava/lang/Boolean;)V
    return-void
.end method
