.class public final Lio/kanbu/app/ui/UiEffect$Close;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"

# interfaces
.implements Lio/kanbu/app/ui/UiEffect;


# instance fields
.field private final approved:Z


# direct methods
.method public constructor <init>(Z)V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/ui/UiEffect$Close;ZILjava/lang/Object;)Lio/kanbu/app/ui/UiEffect$Close;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-boolean p1, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    :cond_0
    invoke-virtual {p0, p1}, Lio/kanbu/app/ui/UiEffect$Close;->copy(Z)Lio/kanbu/app/ui/UiEffect$Close;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Z
    .registers 2

    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    return v0
.end method

.method public final copy(Z)Lio/kanbu/app/ui/UiEffect$Close;
    .registers 3

    new-instance v0, Lio/kanbu/app/ui/UiEffect$Close;

    invoke-direct {v0, p1}, Lio/kanbu/app/ui/UiEffect$Close;-><init>(Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/ui/UiEffect$Close;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/ui/UiEffect$Close;

    move-object v2, v0

    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    iget-boolean v1, v2, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getApproved()Z
    .registers 2

    .line 19
    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    return v0
.end method

.method public hashCode()I
    .registers 2

    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    invoke-static {v0}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Close;->approved:Z

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Close(approved="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
