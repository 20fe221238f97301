.class public final Lio/quire/app/core/CallState$Admitted;
.super Ljava/lang/Object;
.source "CallState.kt"

# interfaces
.implements Lio/quire/app/core/CallState;


# instance fields
.field private final call:Lio/quire/app/core/Call;

.field private final spec:Lio/quire/app/core/ToolSpec;


# direct methods
.method public constructor <init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V
    .registers 4

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "spec"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    iput-object p2, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    return-void
.end method

.method public static synthetic copy$default(Lio/quire/app/core/CallState$Admitted;Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;ILjava/lang/Object;)Lio/quire/app/core/CallState$Admitted;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    :cond_1
    invoke-virtual {p0, p1, p2}, Lio/quire/app/core/CallState$Admitted;->copy(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Lio/quire/app/core/CallState$Admitted;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lio/quire/app/core/Call;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    return-object v0
.end method

.method public final component2()Lio/quire/app/core/ToolSpec;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    return-object v0
.end method

.method public final copy(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Lio/quire/app/core/CallState$Admitted;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/quire/app/core/CallState$Admitted;

    invoke-direct {v0, p1, p2}, Lio/quire/app/core/CallState$Admitted;-><init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/quire/app/core/CallState$Admitted;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallState$Admitted;

    move-object v2, v0

    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    iget-object v1, v2, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    iget-object v1, v2, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public getCall()Lio/quire/app/core/Call;
    .registers 2

    .line 26
    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    return-object v0
.end method

.method public final getSpec()Lio/quire/app/core/ToolSpec;
    .registers 2

    .line 26
    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    invoke-virtual {v0}, Lio/quire/app/core/Call;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    invoke-virtual {v1}, Lio/quire/app/core/ToolSpec;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-object v0, p0, Lio/quire/app/core/CallState$Admitted;->call:Lio/quire/app/core/Call;

    iget-object v1, p0, Lio/quire/app/core/CallState$Admitted;->spec:Lio/quire/app/core/ToolSpec;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Admitted(call="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ", spec="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
