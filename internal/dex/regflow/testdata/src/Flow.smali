.class public Lfixture/Flow;
.super Ljava/lang/Object;
.source "Flow.java"

.field public static final IMMUTABLE:I = 0x4000000

# flags = SDK_INT >= 23 ? FLAG_IMMUTABLE : 0; then | FLAG_UPDATE_CURRENT
.method public static sdk()V
    .registers 4
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :old
    const/high16 v2, 0x4000000
    goto :join
    :old
    const/4 v2, 0x0
    :join
    const/high16 v3, 0x8000000
    or-int/2addr v2, v3
    invoke-static {v2}, Lfixture/Flow;->sink(I)V
    return-void
.end method

# flags from a static final field, or-ed with a literal
.method public static field()V
    .registers 2
    sget v0, Lfixture/Flow;->IMMUTABLE:I
    or-int/lit16 v0, v0, 0x10
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    return-void
.end method

# a parameter or-ed with a constant, and a join of two unrelated constants
.method public static param(IZ)V
    .registers 4
    or-int/lit8 v0, p0, 0x8
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    if-eqz p1, :b
    const/4 v1, 0x1
    goto :j
    :b
    const/4 v1, 0x2
    :j
    invoke-static {v1}, Lfixture/Flow;->sink(I)V
    return-void
.end method

# an unknown value: the result of a call, and a loop counter
.method public static unknown(Ljava/lang/Object;)V
    .registers 4
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    const/4 v1, 0x0
    :loop
    const/16 v2, 0x64
    if-ge v1, v2, :done
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    invoke-static {v1}, Lfixture/Flow;->sink(I)V
    return-void
.end method

# a value seen by a catch handler
.method public static caught()V
    .registers 3
    const/4 v0, 0x1
    :try_start
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    const/4 v0, 0x2
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    :try_end
    .catchall {:try_start .. :try_end} :handler
    return-void
    :handler
    move-exception v1
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    return-void
.end method

.method public static sink(I)V
    .registers 1
    return-void
.end method

# flags = SDK_INT < 23 ? FLAG_IMMUTABLE : 0 (the wrong way round); the
# below-23 path reaches the join first
.method public static sdkInverted()V
    .registers 4
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-ge v0, v1, :new
    const/high16 v2, 0x4000000
    goto :join
    :new
    const/4 v2, 0x0
    :join
    const/high16 v3, 0x8000000
    or-int/2addr v2, v3
    invoke-static {v2}, Lfixture/Flow;->sink(I)V
    return-void
.end method

# boolean isM() { return SDK_INT >= 23; } in D8's shape: one return after
# a join of the two constants
.method public static isM()Z
    .registers 2
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

# boolean preM() { if (SDK_INT >= 23) return false; return true; }: a
# return per branch
.method public static preM()Z
    .registers 2
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/4 v0, 0x0
    return v0
    :cond_0
    const/4 v0, 0x1
    return v0
.end method

# boolean notM() { return SDK_INT != 23; }
.method public static notM()Z
    .registers 2
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-eq v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

# boolean mixed(boolean b) { return b && SDK_INT >= 23; }: false on
# every release, true only from 23
.method public static mixed(Z)Z
    .registers 3
    if-eqz p0, :cond_0
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

# boolean flag(boolean b) { return b; }: not an SDK test
.method public static flag(Z)Z
    .registers 1
    return p0
.end method

# boolean yes() { return true; }: a constant, not an SDK test
.method public static yes()Z
    .registers 1
    const/4 v0, 0x1
    return v0
.end method

# flags = (!Sdk.atLeastM() ? 0 : FLAG_IMMUTABLE) | FLAG_UPDATE_CURRENT,
# the helper's result negated with xor (kotlinc's `!`)
.method public static sdkHelper()V
    .registers 4
    invoke-static {}, Lfixture/Flow;->atLeastM()Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-eqz v0, :new
    const/4 v2, 0x0
    goto :join
    :new
    const/high16 v2, 0x4000000
    :join
    const/high16 v3, 0x8000000
    or-int/2addr v2, v3
    invoke-static {v2}, Lfixture/Flow;->sink(I)V
    return-void
.end method

# long w = (long) o.hashCode(); sinkWide(w); int n = (int) w'; sink(n)
# widening keeps the call it came from; narrowing a non-constant does not
.method public static widen(Ljava/lang/Object;)V
    .registers 4
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    int-to-long v1, v0
    invoke-static {v1, v2}, Lfixture/Flow;->sinkWide(J)V
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v1
    long-to-int v0, v1
    invoke-static {v0}, Lfixture/Flow;->sink(I)V
    return-void
.end method

.method public static sinkWide(J)V
    .registers 2
    return-void
.end method

.field public target:Ljava/lang/Class;

# flags chosen by a null test of a field of this object, then of another
# object's: with an ObjectEnv binding this object's target to a class, a
# bound analysis decides the first test only.
.method public objfield(Lfixture/Flow;)V
    .registers 4
    iget-object v0, p0, Lfixture/Flow;->target:Ljava/lang/Class;
    if-eqz v0, :none
    const/high16 v1, 0x4000000
    goto :join
    :none
    const/4 v1, 0x0
    :join
    invoke-static {v1}, Lfixture/Flow;->sink(I)V
    iget-object v0, p1, Lfixture/Flow;->target:Ljava/lang/Class;
    if-eqz v0, :none2
    const/high16 v1, 0x4000000
    goto :join2
    :none2
    const/4 v1, 0x0
    :join2
    invoke-static {v1}, Lfixture/Flow;->sink(I)V
    return-void
.end method
