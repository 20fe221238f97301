.class public final Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
.super Ljava/lang/Object;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ToolDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private async:Z

.field private confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field private idempotent:Z

.field private inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private outputSchema:Ljava/lang/String;

.field private risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private title:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetasync(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->async:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetconfirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdescription(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdestructive(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->destructive:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgeteffect(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor$Effect;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetidempotent(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetinputSchema(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->inputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetname(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetoutputSchema(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->outputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrisk(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor$Risk;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetscopes(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/util/List;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgettitle(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 154
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 146
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    .line 155
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->name:Ljava/lang/String;

    .line 156
    return-void
.end method


# virtual methods
.method public async(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 209
    iput-boolean p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->async:Z

    .line 210
    return-object p0
.end method

.method public build()Lcom/verdant/garden/cetp/ToolDescriptor;
    .registers 2

    .line 214
    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-direct {v0, p0}, Lcom/verdant/garden/cetp/ToolDescriptor;-><init>(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)V

    return-object v0
.end method

.method public confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 204
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 205
    return-object p0
.end method

.method public description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 164
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description:Ljava/lang/String;

    .line 165
    return-object p0
.end method

.method public destructive(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 194
    iput-boolean p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->destructive:Z

    .line 195
    return-object p0
.end method

.method public effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 184
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    .line 185
    return-object p0
.end method

.method public idempotent(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 199
    iput-boolean p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent:Z

    .line 200
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 169
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->inputSchema:Ljava/lang/String;

    .line 170
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 174
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->outputSchema:Ljava/lang/String;

    .line 175
    return-object p0
.end method

.method public risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 189
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    .line 190
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 3

    .line 179
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 180
    return-object p0
.end method

.method public title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 159
    iput-object p1, p0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title:Ljava/lang/String;

    .line 160
    return-object p0
.end method
