.class public final synthetic Lj$/util/function/Supplier$Wrapper;
.super Ljava/lang/Object;
.source "Supplier.java"

# interfaces
.implements Ljava/util/function/Supplier;

.field public final synthetic wrappedValue:Lj$/util/function/Supplier;

.method private synthetic constructor <init>(Lj$/util/function/Supplier;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lj$/util/function/Supplier$Wrapper;->wrappedValue:Lj$/util/function/Supplier;
    return-void
.end method

.method public static synthetic convert(Lj$/util/function/Supplier;)Ljava/util/function/Supplier;
    .locals 1
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    :cond_0
    new-instance v0, Lj$/util/function/Supplier$Wrapper;
    invoke-direct {v0, p0}, Lj$/util/function/Supplier$Wrapper;-><init>(Lj$/util/function/Supplier;)V
    return-object v0
.end method

.method public synthetic get()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lj$/util/function/Supplier$Wrapper;->wrappedValue:Lj$/util/function/Supplier;
    invoke-interface {v0}, Lj$/util/function/Supplier;->get()Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
