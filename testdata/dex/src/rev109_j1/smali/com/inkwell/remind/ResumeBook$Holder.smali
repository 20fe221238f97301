.class Lcom/inkwell/remind/ResumeBook$Holder;
.super Ljava/lang/Object;
.source "ResumeBook.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/remind/ResumeBook;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0xa
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/inkwell/remind/ResumeBook;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 9
    new-instance v0, Lcom/inkwell/remind/ResumeBook;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/inkwell/remind/ResumeBook;-><init>(Lcom/inkwell/remind/ResumeBook$1;)V

    sput-object v0, Lcom/inkwell/remind/ResumeBook$Holder;->INSTANCE:Lcom/inkwell/remind/ResumeBook;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
