.class final Lcom/inkwell/remind/ResumeBook$Pending;
.super Ljava/lang/Object;
.source "ResumeBook.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/remind/ResumeBook;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Pending"
.end annotation


# instance fields
.field approved:Z

.field final argsDigest:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput p1, p0, Lcom/inkwell/remind/ResumeBook$Pending;->uid:I

    .line 24
    iput-object p2, p0, Lcom/inkwell/remind/ResumeBook$Pending;->tool:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/inkwell/remind/ResumeBook$Pending;->argsDigest:Ljava/lang/String;

    .line 26
    return-void
.end method
