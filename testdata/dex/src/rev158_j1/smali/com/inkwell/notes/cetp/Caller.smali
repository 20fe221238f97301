.class public final Lcom/inkwell/notes/cetp/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field private final packageName:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lcom/inkwell/notes/cetp/Caller;->uid:I

    .line 10
    iput-object p2, p0, Lcom/inkwell/notes/cetp/Caller;->packageName:Ljava/lang/String;

    .line 11
    return-void
.end method


# virtual methods
.method public packageName()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Caller;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 14
    iget v0, p0, Lcom/inkwell/notes/cetp/Caller;->uid:I

    return v0
.end method
