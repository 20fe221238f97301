.class public final synthetic Lj$/util/function/Function$Wrapper;
.super Ljava/lang/Object;
.source "Function.java"

# interfaces
.implements Ljava/util/function/Function;

.field public final synthetic wrappedValue:Lj$/util/function/Function;

.method private synthetic constructor <init>(Lj$/util/function/Function;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lj$/util/function/Function$Wrapper;->wrappedValue:Lj$/util/function/Function;
    return-void
.end method

.method public static synthetic convert(Lj$/util/function/Function;)Ljava/util/function/Function;
    .locals 1
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    :cond_0
    new-instance v0, Lj$/util/function/Function$Wrapper;
    invoke-direct {v0, p0}, Lj$/util/function/Function$Wrapper;-><init>(Lj$/util/function/Function;)V
    return-object v0
.end method

.method public synthetic apply(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lj$/util/function/Function$Wrapper;->wrappedValue:Lj$/util/function/Function;
    invoke-interface {v0, p1}, Lj$/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
