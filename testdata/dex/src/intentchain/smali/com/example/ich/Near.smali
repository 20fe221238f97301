.class final Lcom/example/ich/Near;
.super Ljava/lang/Object;
.source "Near.java"

.method static n0(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 5
    invoke-static {p0}, Lcom/example/ich/Near;->n1(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n1(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 6
    invoke-static {p0}, Lcom/example/ich/Near;->n2(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n2(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 7
    invoke-static {p0}, Lcom/example/ich/Near;->n3(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n3(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 8
    invoke-static {p0}, Lcom/example/ich/Near;->n4(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n4(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 9
    invoke-static {p0}, Lcom/example/ich/Near;->n5(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n5(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 10
    invoke-static {p0}, Lcom/example/ich/Near;->n6(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n6(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 11
    invoke-static {p0}, Lcom/example/ich/Near;->n7(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n7(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 12
    invoke-static {p0}, Lcom/example/ich/Near;->n8(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n8(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 13
    invoke-static {p0}, Lcom/example/ich/Near;->n9(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n9(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 14
    invoke-static {p0}, Lcom/example/ich/Near;->n10(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n10(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 15
    invoke-static {p0}, Lcom/example/ich/Near;->n11(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n11(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 16
    invoke-static {p0}, Lcom/example/ich/Near;->n12(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n12(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 17
    invoke-static {p0}, Lcom/example/ich/Near;->n13(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n13(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 18
    invoke-static {p0}, Lcom/example/ich/Near;->n14(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n14(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 19
    invoke-static {p0}, Lcom/example/ich/Near;->n15(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n15(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 20
    invoke-static {p0}, Lcom/example/ich/Near;->n16(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n16(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 21
    invoke-static {p0}, Lcom/example/ich/Near;->n17(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n17(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 22
    invoke-static {p0}, Lcom/example/ich/Near;->n18(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n18(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 23
    invoke-static {p0}, Lcom/example/ich/Near;->n19(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n19(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 24
    invoke-static {p0}, Lcom/example/ich/Near;->n20(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n20(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 25
    invoke-static {p0}, Lcom/example/ich/Near;->n21(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n21(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 26
    invoke-static {p0}, Lcom/example/ich/Near;->n22(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n22(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 27
    invoke-static {p0}, Lcom/example/ich/Near;->n23(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n23(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 28
    invoke-static {p0}, Lcom/example/ich/Near;->n24(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n24(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 29
    invoke-static {p0}, Lcom/example/ich/Near;->n25(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n25(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 30
    invoke-static {p0}, Lcom/example/ich/Near;->n26(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n26(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 31
    invoke-static {p0}, Lcom/example/ich/Near;->n27(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n27(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 32
    invoke-static {p0}, Lcom/example/ich/Near;->n28(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n28(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 33
    invoke-static {p0}, Lcom/example/ich/Near;->n29(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static n29(Landroid/content/Context;)Landroid/content/Intent;
    .registers 3
    .line 34
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ich/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
