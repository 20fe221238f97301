.class public final synthetic Lcom/example/r36j3/Tickets$Pending$$ExternalSyntheticRecord0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# direct methods
.method public static synthetic m(Lcom/example/r36j3/Tickets$Pending;Ljava/lang/Object;)Z
    .locals 2

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    if-eqz p1, :cond_1

    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    if-ne v0, v1, :cond_1

    check-cast p1, Lcom/example/r36j3/Tickets$Pending;

    invoke-static {p1}, Lcom/example/r36j3/Tickets$Pending;->access$getFields(Lcom/example/r36j3/Tickets$Pending;)[Ljava/lang/Object;

    move-result-object v0

    invoke-static {p0}, Lcom/example/r36j3/Tickets$Pending;->access$getFields(Lcom/example/r36j3/Tickets$Pending;)[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0

    :cond_1
    const/4 v0, 0x0

    return v0
.end method
